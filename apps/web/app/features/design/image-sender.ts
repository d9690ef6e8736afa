import { createContext } from 'react';

/**
 * Where the editor's images go: a customer's through the shop's upload (the default, no
 * provider); staff making a template provide the shop's media, which every visitor may be shown.
 */
export interface ImageSender {
  /** The largest file it takes. */
  maxBytes: number;
  /** Sends the file and answers the image's URL in the shop; rejects with the shop's refusal. */
  send(file: File): Promise<string>;
}

export const ImageSenderContext = createContext<ImageSender | null>(null);
