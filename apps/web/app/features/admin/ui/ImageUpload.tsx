import { admin, UPLOAD_IMAGE_TYPES } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from './buttons';
import { thumbnailUrl } from './image-order';

/** What the file picker offers: the images the server takes (it judges the bytes, not this). */
const ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

interface UploadButtonProps {
  text: string;
  busy: boolean;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/** A file input that looks like a button; its name is the button's text. */
export function UploadButton({ text, busy, multiple = false, onFiles }: UploadButtonProps) {
  const uploading = useAdminTexts().images.uploading;
  return (
    <label
      className={`${SECONDARY_BUTTON} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal/40`}
    >
      <input
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={busy}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Emptied, so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {busy ? uploading : text}
    </label>
  );
}

/** A media image at thumbnail size. */
export function Thumbnail({ path, alt }: { path: string; alt: string }) {
  return (
    <img
      src={thumbnailUrl(path)}
      alt={alt}
      loading="lazy"
      draggable={false}
      className="h-24 w-40 rounded-md border border-navy/10 bg-sand/40 object-contain"
    />
  );
}

/** Under an image field: what it takes, and the server's refusal of the last upload. */
export function UploadNotes({ error }: { error: string | null }) {
  const texts = useAdminTexts().images;
  return (
    <>
      <p className="text-xs text-navy/70">
        {interpolate(texts.hint, { max: admin.MAX_MEDIA_BYTES / 1024 / 1024 })}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2 text-sm font-medium text-coral-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
