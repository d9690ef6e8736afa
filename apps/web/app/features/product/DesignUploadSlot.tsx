import { useTranslation } from '~/i18n/use-translation';
import { DesignUploader } from '../upload/DesignUploader';

interface DesignUploadSlotProps {
  /** URLs of the design files uploaded so far, sent with Add to cart as `fileurl`. */
  files: string[];
  onFilesChange: (files: string[]) => void;
  /** The product the files are checked against, and the pages its chosen options print. */
  productNo: string;
  pages?: number;
}

/**
 * The product page's design upload: images or PDFs, thumbnails with delete, each with its
 * preflight against the product's print size (docs/product.md, docs/preflight.md).
 */
export function DesignUploadSlot({ files, onFilesChange, productNo, pages }: DesignUploadSlotProps) {
  const { t } = useTranslation();
  return (
    <DesignUploader
      files={files}
      onFilesChange={onFilesChange}
      productNo={productNo}
      pages={pages}
      label={t('storefront.product.designUpload')}
    />
  );
}
