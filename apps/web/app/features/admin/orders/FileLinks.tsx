import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';

const LINK = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-700';

/** One file to look at in a new tab or to download, such as a design file or a customer's new file. */
export function FileLinks({ url, name }: { url: string; name: string }) {
  const { files } = useAdminTexts().order;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-medium">{name}</span>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={interpolate(files.openNamed, { name })}
        className={LINK}
      >
        {files.open}
      </a>
      <a href={url} download aria-label={interpolate(files.downloadNamed, { name })} className={LINK}>
        {files.download}
      </a>
    </span>
  );
}

/** The customer's design files of an item, numbered as they sent them. */
export function DesignFiles({ urls }: { urls: string[] }) {
  const { files } = useAdminTexts().order;
  if (urls.length === 0) return <p className="text-sm text-navy/70">{files.none}</p>;
  return (
    <ul className="grid gap-1.5 text-sm">
      {urls.map((url, index) => (
        <li key={url}>
          <FileLinks url={url} name={interpolate(files.designFile, { n: index + 1 })} />
        </li>
      ))}
    </ul>
  );
}
