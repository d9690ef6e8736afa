import { type DragEvent, useEffect, useRef, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { Thumbnail, UploadButton, UploadNotes } from './ImageUpload';
import { itemKeys, moveItem, removeAt } from './image-order';
import { useMediaUpload } from './use-media-upload';

interface ImageListProps {
  label: string;
  /** Media paths (`/media/…webp`), in the order they are shown. */
  value: string[];
  onChange: (paths: string[]) => void;
}

type Move = 'earlier' | 'later';

const SMALL_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border border-navy/20 bg-white px-2 text-sm font-semibold text-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Several images in order: thumbnails dragged into place, or moved one step with their buttons
 * from the keyboard; each removed with its button; new ones uploaded at the end. A group named
 * `label`, its images a list.
 */
export function ImageList({ label, value, onChange }: ImageListProps) {
  const texts = useAdminTexts().images;
  const { upload, busy, error } = useMediaUpload();
  const list = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a move from the keyboard the focus follows the image to its new place.
  const [focus, setFocus] = useState<{ index: number; move: Move } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const item = list.current?.children[focus.index];
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === focus.move && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
    setFocus(null);
  }, [focus]);

  function move(from: number, move: Move) {
    const to = move === 'earlier' ? from - 1 : from + 1;
    onChange(moveItem(value, from, to));
    setFocus({ index: to, move });
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null) onChange(moveItem(value, dragged, to));
    setDragged(null);
    setOver(null);
  }

  const keys = itemKeys(value);

  async function add(files: File[]) {
    const paths = await upload(files);
    if (paths.length > 0) onChange([...value, ...paths]);
  }

  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-navy/70">{texts.none}</p>
      ) : (
        <>
          <p className="text-xs text-navy/70">{texts.dragHint}</p>
          <ol ref={list} className="flex flex-wrap gap-3">
            {value.map((path, i) => {
              const alt = interpolate(texts.thumbnail, { field: label, n: i + 1 });
              return (
                <li
                  key={keys[i]}
                  draggable={!busy}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    // Some browsers start no drag without data.
                    event.dataTransfer.setData('text/plain', path);
                    setDragged(i);
                  }}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    setOver(i);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  onDrop={(event) => drop(event, i)}
                  className={`grid cursor-grab gap-1.5 rounded-lg p-1.5 ${over === i && dragged !== i ? 'bg-teal/15 ring-2 ring-teal/40' : ''} ${dragged === i ? 'opacity-50' : ''}`}
                >
                  <Thumbnail path={path} alt={alt} />
                  <div className="flex gap-1">
                    <button
                      type="button"
                      data-move="earlier"
                      className={SMALL_BUTTON}
                      aria-label={texts.moveEarlier}
                      title={texts.moveEarlier}
                      disabled={busy || i === 0}
                      onClick={() => move(i, 'earlier')}
                    >
                      <span aria-hidden="true">←</span>
                    </button>
                    <button
                      type="button"
                      data-move="later"
                      className={SMALL_BUTTON}
                      aria-label={texts.moveLater}
                      title={texts.moveLater}
                      disabled={busy || i === value.length - 1}
                      onClick={() => move(i, 'later')}
                    >
                      <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      className={`${SMALL_BUTTON} ml-auto`}
                      disabled={busy}
                      onClick={() => onChange(removeAt(value, i))}
                    >
                      {texts.remove}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div>
        <UploadButton
          text={value.length ? texts.uploadMore : texts.upload}
          busy={busy}
          multiple
          onFiles={add}
        />
      </div>
      <UploadNotes error={error} />
    </fieldset>
  );
}
