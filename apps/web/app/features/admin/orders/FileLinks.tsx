import { type admin, isPdfUpload, uploadPreviewUrl } from '@printshop/contract';
import { PreflightVerdict } from '~/features/upload/PreflightVerdict';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';

const LINK = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-700';

/**
 * One file to look at in a new tab or to download, such as a design file or a customer's new file.
 * A PDF is only downloaded: the shop never serves it as a document a browser would open.
 */
export function FileLinks({ url, name }: { url: string; name: string }) {
  const { files } = useAdminTexts().order;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-medium">{name}</span>
      {isPdfUpload(url) ? null : (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={interpolate(files.openNamed, { name })}
          className={LINK}
        >
          {files.open}
        </a>
      )}
      <a href={url} download aria-label={interpolate(files.downloadNamed, { name })} className={LINK}>
        {files.download}
      </a>
    </span>
  );
}

type Item = admin.AdminOrder['items'][number];

interface DesignFilesProps {
  files: string[];
  /** What each file's preflight found when it was uploaded, for the files that have one. */
  preflights?: Item['preflights'];
  /** The name of the n-th file, from 1: "Design file 2". */
  nameOf: (n: number) => string;
}

/**
 * Design files, numbered as the customer sent them, each with its preview and what its preflight
 * found when it was uploaded (file review, docs/preflight.md).
 */
export function DesignFiles({ files, preflights = [], nameOf }: DesignFilesProps) {
  return (
    <ul className="grid gap-3 text-sm">
      {files.map((url, index) => {
        const preflight = preflights.find((stored) => stored.url === url)?.preflight;
        return (
          <li key={url} className="grid grid-cols-[4rem_minmax(0,1fr)] gap-3">
            {/* The links beside it name the file: the picture adds no words. */}
            <img
              src={uploadPreviewUrl(url)}
              alt=""
              loading="lazy"
              className="size-16 rounded-lg border border-navy/10 bg-sand object-cover"
            />
            <div className="grid min-w-0 content-start gap-1.5">
              <FileLinks url={url} name={nameOf(index + 1)} />
              {preflight ? <PreflightVerdict preflight={preflight} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
