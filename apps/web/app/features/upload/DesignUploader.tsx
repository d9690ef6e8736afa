import { DESIGN_UPLOAD_TYPES, QUOTE_MAX_FILES } from '@printshop/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { MAX_UPLOAD_MB, refusalOf } from './checks';
import { UploadCloudIcon } from './icons';
import { type Pending, PendingDesign } from './PendingDesign';
import { UploadedDesign } from './UploadedDesign';
import { sendUpload, type UploadAnswer, type UploadPurpose, type UploadRequest } from './upload-request';

/** What the file picker offers: the design types, which browsers match to their extensions. */
const ACCEPT = Object.keys(DESIGN_UPLOAD_TYPES).join(',');

interface DesignUploaderProps extends UploadPurpose {
  /** URLs of the files uploaded so far, in the order they finished. */
  files: string[];
  onFilesChange: (files: string[]) => void;
  /** The visible name of the uploader, e.g. "Upload files (maximum 50MB)". */
  label: string;
  hint?: string;
  maxFiles?: number;
  /** Told whether a file is still on its way, so a form can wait before it is sent. */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

let nextKey = 1;

/**
 * Uploads design files (images and PDFs) one request each, with a progress bar per file, and
 * shows the uploaded ones as their previews with a delete button and their preflight, checked
 * against `productNo`'s print size and `pages` when given. Deleting takes a file off the list;
 * the stored file is kept, as an order or a quote may already refer to it.
 */
export function DesignUploader({
  files,
  onFilesChange,
  label,
  hint,
  maxFiles = QUOTE_MAX_FILES,
  onBusyChange,
  className = '',
  productNo,
  pages,
}: DesignUploaderProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { lang } = useRootData();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // The answers of this uploader's own uploads by URL: the parent keeps only the URLs, and a
  // file it hands in (a resumed choice) has no answer, so its preflight is not shown.
  const [answers, setAnswers] = useState<ReadonlyMap<string, UploadAnswer>>(new Map());
  const [dragging, setDragging] = useState(false);

  // Uploads finish after renders the parent has not made yet: the list and the callbacks are
  // read from refs so that two uploads finishing together both land in the list.
  const latest = useRef(files);
  const callbacks = useRef({ onFilesChange, onBusyChange });
  const requests = useRef(new Map<number, UploadRequest>());
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  useEffect(() => {
    callbacks.current = { onFilesChange, onBusyChange };
  }, [onFilesChange, onBusyChange]);
  useEffect(() => {
    mounted.current = true;
    const open = requests.current;
    return () => {
      mounted.current = false;
      for (const request of open.values()) request.abort();
    };
  }, []);
  const update = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (file: File) => {
    const key = nextKey++;
    // A browser cannot draw a PDF in an <img>: it waits for the shop's preview.
    const picture = file.type === 'application/pdf' ? null : URL.createObjectURL(file);
    setPending((list) => [...list, { key, name: file.name, picture, progress: 0, sent: false }]);
    const request = sendUpload(
      file,
      lang,
      { productNo, pages },
      {
        onProgress: (progress) => update(key, { progress }),
        onSent: () => update(key, { progress: 1, sent: true }),
      },
    );
    requests.current.set(key, request);
    callbacks.current.onBusyChange?.(true);
    // The new file and "no longer busy" reach the parent in one tick, so it renders them together:
    // a form never shows the file as uploaded while it still refuses to be sent.
    const finish = (answer?: UploadAnswer) => {
      requests.current.delete(key);
      if (picture) URL.revokeObjectURL(picture);
      if (!mounted.current) return;
      setPending((list) => list.filter((item) => item.key !== key));
      if (answer) {
        setAnswers((known) => new Map(known).set(answer.url, answer));
        latest.current = [...latest.current, answer.url];
        callbacks.current.onFilesChange(latest.current);
      }
      callbacks.current.onBusyChange?.(requests.current.size > 0);
    };
    request.done.then(finish, (error: unknown) => {
      if (mounted.current) toast('error', errorMessage(error, t('forms.upload.failed', { name: file.name })));
      finish();
    });
  };

  const choose = (chosen: FileList | null) => {
    let room = maxFiles - latest.current.length - requests.current.size;
    for (const file of Array.from(chosen ?? [])) {
      const refusal = refusalOf(file);
      if (refusal) {
        toast('warning', t(`forms.upload.${refusal}`, { name: file.name, max: MAX_UPLOAD_MB }));
        continue;
      }
      if (room <= 0) {
        toast('warning', t('forms.upload.tooMany', { max: maxFiles }));
        break;
      }
      room -= 1;
      start(file);
    }
    // Cleared so that choosing the same file again is a change too.
    if (input.current) input.current.value = '';
  };

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, i) => i !== index);
    onFilesChange(latest.current);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const full = files.length + pending.length >= maxFiles;

  return (
    // The whole uploader takes dropped files; the button is the way in for keyboards and phones.
    <fieldset
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving between the uploader's own parts is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={`group/uploader grid min-w-0 gap-3 ${className}`}
    >
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1.5 text-xs text-navy/70">
          {hint}
        </p>
      ) : null}
      <div className="grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-navy/20 bg-sand/50 px-4 py-6 text-center transition-colors group-data-dragging/uploader:border-teal-700 group-data-dragging/uploader:bg-teal-100/60">
        <UploadCloudIcon className="text-teal-700" />
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm">
          <button
            type="button"
            disabled={full}
            onClick={() => input.current?.click()}
            aria-describedby={hint ? hintId : undefined}
            className="rounded-full bg-navy px-4 py-2 font-semibold text-white transition-colors hover:bg-navy-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('forms.upload.choose')}
          </button>
          <span className="text-navy/70 max-sm:hidden">{t('forms.upload.drop')}</span>
        </div>
        <p className="text-xs text-navy/70">{t('forms.upload.hint', { max: MAX_UPLOAD_MB })}</p>
        <p className="text-xs font-medium text-navy/70" aria-live="polite">
          {t('forms.upload.count', { count: files.length, max: maxFiles })}
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => choose(event.target.files)}
          className="sr-only"
        />
      </div>
      {files.length > 0 || pending.length > 0 ? (
        <ul
          aria-label={t('forms.upload.uploaded')}
          className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3"
        >
          {files.map((url, index) => (
            <UploadedDesign
              key={url}
              url={url}
              number={index + 1}
              answer={answers.get(url)}
              onRemove={() => remove(index)}
            />
          ))}
          {pending.map((item) => (
            <PendingDesign key={item.key} item={item} />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
