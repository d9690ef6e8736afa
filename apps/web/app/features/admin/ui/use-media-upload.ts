import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useAdminApi } from '../lib/use-admin-api';

/**
 * Uploads images for an image field or list: `upload` answers the media paths of the files the
 * server took, in order, stopping at the first it refused; its message stays shown until the
 * next upload.
 */
export function useMediaUpload() {
  const client = useAdminApi();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: readonly File[]): Promise<string[]> {
    setBusy(true);
    setError(null);
    const paths: string[] = [];
    try {
      for (const file of files) paths.push((await client.call('adminUploadMedia', { file })).url);
    } catch (refused) {
      setError(errorMessage(refused, t('api.unreachable')));
    } finally {
      setBusy(false);
    }
    return paths;
  }

  return { upload, busy, error };
}
