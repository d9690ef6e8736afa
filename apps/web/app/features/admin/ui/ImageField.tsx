import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from './buttons';
import { Thumbnail, UploadButton, UploadNotes } from './ImageUpload';
import { useMediaUpload } from './use-media-upload';

interface ImageFieldProps {
  label: string;
  /** A media path (`/media/…webp`), '' when there is none. */
  value: string;
  onChange: (path: string) => void;
}

/** One image: its thumbnail, an upload that replaces it, and its removal. A group named `label`. */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const texts = useAdminTexts().images;
  const { upload, busy, error } = useMediaUpload();

  async function replace(files: File[]) {
    const [path] = await upload(files.slice(0, 1));
    if (path) onChange(path);
  }

  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {value ? <Thumbnail path={value} alt={label} /> : <p className="text-sm text-navy/70">{texts.none}</p>}
      <div className="flex flex-wrap gap-2">
        <UploadButton text={value ? texts.replace : texts.upload} busy={busy} onFiles={replace} />
        {value ? (
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => onChange('')}>
            {texts.remove}
          </button>
        ) : null}
      </div>
      <UploadNotes error={error} />
    </fieldset>
  );
}
