import { useTranslation } from 'react-i18next';
import { ImageUploader } from '../upload/ImageUploader';

interface DesignUploadSlotProps {
  /** URLs of the design files uploaded so far, sent with Add to cart as `fileurl`. */
  files: string[];
  onFilesChange: (files: string[]) => void;
}

/** The product page's design upload: images only, thumbnails with delete (docs/product.md). */
export function DesignUploadSlot({ files, onFilesChange }: DesignUploadSlotProps) {
  const { t } = useTranslation();
  return (
    <ImageUploader files={files} onFilesChange={onFilesChange} label={t('storefront.product.designUpload')} />
  );
}
