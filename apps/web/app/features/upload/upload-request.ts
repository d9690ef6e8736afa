import { CODE, type Envelope, type Lang } from '@printshop/contract';
import { ApiError } from '~/lib/api';
import { type CallOutput, WEB_ENDPOINTS } from '~/lib/api-endpoints';
import { readSession } from '~/lib/session';

export type UploadAnswer = CallOutput<'uploadFile'>;

export interface UploadRequest {
  /** The uploaded file's URL, preview and preflight; rejects with an ApiError (code 0 when the shop was not reached). */
  done: Promise<UploadAnswer>;
  abort(): void;
}

/** What the file is for: the product whose print size it is checked against, and the pages it prints. */
export interface UploadPurpose {
  productNo?: string;
  pages?: number;
}

interface UploadCallbacks {
  /** Share of the bytes sent, from 0 to 1. */
  onProgress(sent: number): void;
  /** Every byte is sent and the server is checking the file. */
  onSent(): void;
}

/**
 * POST /api/file/upload through XMLHttpRequest, which (unlike fetch) reports how much of the
 * body has been sent, so a 50 MB upload can show real progress.
 */
export function sendUpload(
  file: File,
  lang: Lang,
  purpose: UploadPurpose,
  callbacks: UploadCallbacks,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) callbacks.onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => callbacks.onSent());
    xhr.addEventListener('load', () => {
      let body: Partial<Envelope<UploadAnswer>> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (body?.code === CODE.ok && body.data?.url) resolve(body.data);
      else reject(new ApiError(body?.code ?? xhr.status, typeof body?.msg === 'string' ? body.msg : ''));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, '')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, '')));
  });
  xhr.open(WEB_ENDPOINTS.uploadFile.method, WEB_ENDPOINTS.uploadFile.path);
  xhr.setRequestHeader('lang', lang);
  const token = readSession()?.token;
  if (token) xhr.setRequestHeader('token', token);
  const form = new FormData();
  // Before the file: the server reads the parts in order and checks the file as it arrives.
  if (purpose.productNo) form.append('productNo', purpose.productNo);
  if (purpose.pages) form.append('pages', String(purpose.pages));
  form.append('file', file, file.name);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
