import { useTranslation } from 'react-i18next';
import { Img } from '~/ui/Img';

/** Thumbnails of the design files printed on an item; each opens the full image in a new tab. */
export function DesignFiles({ files, size = 'sm' }: { files: string[]; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const box = size === 'lg' ? 'size-20' : 'size-12';
  return (
    <ul aria-label={t('ordersPage.designs.label')} className="flex flex-wrap gap-2">
      {files.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener"
            aria-label={t('ordersPage.designs.open', { number: index + 1 })}
            className="block overflow-hidden rounded-lg border border-navy/10 bg-sand hover:border-navy/40"
          >
            <Img
              src={url}
              alt=""
              width={160}
              height={160}
              sizes={size === 'lg' ? '80px' : '48px'}
              className={`${box} object-cover`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
