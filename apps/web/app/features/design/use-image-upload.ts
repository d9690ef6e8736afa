import { isUploadMime, MAX_UPLOAD_BYTES } from '@printshop/contract';
import { useContext, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { sendUpload } from '../upload/upload-request';
import { ImageSenderContext } from './image-sender';
import { loadImage } from './use-image';

/** An uploaded image: its URL in the shop and its size in pixels, which its printed resolution needs. */
export interface UploadedImage {
  src: string;
  pixels: { width: number; height: number };
}

/**
 * Sends an image through the shop's upload (the product page's, without its preflight: the editor
 * judges the image at the size it is placed), or where an ImageSender provider says, and answers
 * it once the browser has it too; null when it was refused or failed, which a toast says.
 */
export function useImageUpload(): { upload: (file: File) => Promise<UploadedImage | null>; busy: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const { lang } = useRootData();
  const [busy, setBusy] = useState(false);
  const sender = useContext(ImageSenderContext);
  const maxBytes = sender?.maxBytes ?? MAX_UPLOAD_BYTES;
  const send = async (file: File) =>
    sender
      ? sender.send(file)
      : (await sendUpload(file, lang, {}, { onProgress: () => {}, onSent: () => {} }).done).url;

  const upload = async (file: File): Promise<UploadedImage | null> => {
    if (!isUploadMime(file.type)) {
      toast('warning', t('designEditor.image.notImage'));
      return null;
    }
    if (file.size > maxBytes) {
      toast('warning', t('forms.upload.tooLarge', { name: file.name, max: maxBytes / 1024 / 1024 }));
      return null;
    }
    setBusy(true);
    try {
      const url = await send(file);
      const image = await loadImage(url);
      return { src: url, pixels: { width: image.naturalWidth, height: image.naturalHeight } };
    } catch (error) {
      toast('error', errorMessage(error, t('designEditor.image.failed')));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}
