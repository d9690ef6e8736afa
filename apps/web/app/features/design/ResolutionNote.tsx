import { useTranslation } from '~/i18n/use-translation';
import { imageResolution } from './resolution';
import { useImage } from './use-image';

const TONE = {
  pass: 'bg-teal-100 text-teal-800',
  warn: 'bg-sand-200 text-navy',
  fail: 'bg-coral-100 text-coral-800',
} as const;

/** How sharp the image prints at `widthMm` wide, said in words and updated as it is resized. */
export function ResolutionNote({ src, widthMm }: { src: string; widthMm: number }) {
  const { t } = useTranslation();
  const image = useImage(src);
  if (!image) return null;
  const { ppi, status } = imageResolution(image.naturalWidth, widthMm);
  return (
    <p role="status" data-status={status} className={`rounded-lg p-3 text-sm ${TONE[status]}`}>
      {t(`designEditor.image.${status}`, { ppi })}
    </p>
  );
}
