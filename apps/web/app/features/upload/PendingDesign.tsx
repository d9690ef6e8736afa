import { useTranslation } from '~/i18n/use-translation';
import { DocumentIcon } from './icons';

export interface Pending {
  key: number;
  name: string;
  /** A local picture of an image while it is sent; a PDF has none until the shop renders it. */
  picture: string | null;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  /** All bytes are sent; the server is checking the file. */
  sent: boolean;
}

/** A design on its way: its picture (or a document icon for a PDF) under a progress bar. */
export function PendingDesign({ item }: { item: Pending }) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  const name = t(item.sent ? 'forms.upload.checking' : 'forms.upload.uploading', { name: item.name });
  return (
    <li className="grid min-w-0 content-start gap-1" aria-busy="true">
      <div className="relative grid aspect-square place-items-center overflow-hidden rounded-lg border border-navy/10 bg-sand">
        {item.picture ? (
          <img src={item.picture} alt="" className="size-full object-cover opacity-40" />
        ) : (
          <DocumentIcon width={40} height={40} className="text-navy/40" />
        )}
        <div className="absolute inset-x-2 bottom-2">
          <div
            role="progressbar"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-white/90 shadow-inner"
          >
            <div
              className={`h-full rounded-full bg-teal-700 transition-[width] duration-200 ${item.sent ? 'animate-pulse' : ''}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </div>
      <p className="truncate text-xs text-navy/70" title={item.name}>
        {percent}% · {item.name}
      </p>
    </li>
  );
}
