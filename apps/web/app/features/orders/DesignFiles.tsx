import { DesignFileLink } from '~/features/upload/DesignFileLink';
import { useTranslation } from '~/i18n/use-translation';

/** Thumbnails of the design files printed on an item; an image opens in a new tab, a PDF downloads. */
export function DesignFiles({ files, size = 'sm' }: { files: string[]; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const box = size === 'lg' ? 'size-20' : 'size-12';
  return (
    <ul aria-label={t('ordersPage.designs.label')} className="flex flex-wrap gap-2">
      {files.map((url, index) => (
        <li key={url}>
          <DesignFileLink
            url={url}
            name={t('ordersPage.designs.file', { number: index + 1 })}
            className="block overflow-hidden rounded-lg border border-navy/10 bg-sand hover:border-navy/40"
            imageClassName={`${box} object-cover`}
          />
        </li>
      ))}
    </ul>
  );
}
