import { isPdfUpload, uploadPreviewUrl } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';

interface DesignFileLinkProps {
  url: string;
  /** What the thumbnail shows, e.g. "Design file 2": the link's name. */
  name: string;
  /** The preview's URL when the upload's answer gave it; else the one every upload has. */
  preview?: string;
  className?: string;
  imageClassName?: string;
}

/**
 * A design file's thumbnail, its server preview (a PDF's first page), as a link to the file: a
 * PDF is only ever downloaded, never shown as a document; an image opens in a new tab.
 */
export function DesignFileLink({
  url,
  name,
  preview = uploadPreviewUrl(url),
  className = '',
  imageClassName = '',
}: DesignFileLinkProps) {
  const { t } = useTranslation();
  const pdf = isPdfUpload(url);
  return (
    <a
      href={url}
      {...(pdf ? { download: true } : { target: '_blank', rel: 'noopener' })}
      className={className}
    >
      <img src={preview} alt={name} loading="lazy" className={imageClassName} />
      <span className="sr-only">{t(pdf ? 'forms.upload.downloadsPdf' : 'forms.upload.opensInNewTab')}</span>
    </a>
  );
}
