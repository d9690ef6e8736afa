import { isDesignMime, MAX_UPLOAD_BYTES } from '@printshop/contract';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

export type Refusal = 'notDesign' | 'tooLarge';

/**
 * Why a chosen file is not sent, or null. The browser's type comes from the file name, so a
 * renamed file can pass here; the server checks the bytes and has the last word.
 */
export function refusalOf(file: { type: string; size: number }): Refusal | null {
  if (!isDesignMime(file.type)) return 'notDesign';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
