import { UPLOAD_IMAGE_TYPES, UPLOAD_URL } from '@printshop/contract';
import { useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ToolButton } from './controls';
import { ImageIcon } from './editor-icons';
import { type DesignImage, fitImage } from './new-elements';
import { ResolutionNote } from './ResolutionNote';
import { type UploadedImage, useImageUpload } from './use-image-upload';

const ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

/** A button that uploads an image: a new one for the page, or one for a slot or to replace another. */
export function ImageUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy } = useImageUpload();
  return (
    <>
      <ToolButton
        label={label}
        text={busy ? t('designEditor.image.uploading') : label}
        icon={<ImageIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-label={label}
        className="sr-only"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          const uploaded = file ? await upload(file) : null;
          if (uploaded) onUploaded(uploaded);
        }}
      />
    </>
  );
}

/**
 * An image's upload and its resolution at the printed size. A new image takes the box's place at
 * its own proportions, fitted inside the old box, so it is never stretched.
 */
export function ImageFields({
  image,
  widthMm,
  onChange,
}: {
  image: DesignImage;
  /** Its width as it is being resized, else its width. */
  widthMm: number;
  onChange: (patch: Partial<DesignImage>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ImageUploadButton
        label={image.src ? t('designEditor.image.replace') : t('designEditor.image.upload')}
        onUploaded={({ src, pixels }) => onChange({ src, ...fitImage(pixels, image) })}
      />
      {/* The shop's images are drawn here at a screen's width, not their own: only an upload's is known. */}
      {image.src && UPLOAD_URL.test(image.src) ? <ResolutionNote src={image.src} widthMm={widthMm} /> : null}
    </>
  );
}
