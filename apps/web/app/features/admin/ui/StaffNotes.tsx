import type { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from './AdminSection';
import { PRIMARY_BUTTON } from './buttons';
import { CountedTextArea } from './CountedTextArea';
import { LinkedText } from './LinkedText';

interface StaffNotesProps {
  /** The section heading's id. */
  id: string;
  /** Newest first, as the server lists them. */
  notes: admin.OrderNote[];
  /** The longest note the call takes. */
  max: number;
  /** Saves a new note and answers whether it was saved; absent when the staff member may not add one. */
  onAdd?: (text: string) => Promise<boolean>;
  busy: boolean;
}

function NoteForm({ max, onAdd, busy }: Required<Pick<StaffNotesProps, 'max' | 'onAdd' | 'busy'>>) {
  const texts = useAdminTexts();
  const { notes } = texts.order;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onAdd(String(new FormData(form).get('text')))) form.reset();
  }

  return (
    <form onSubmit={add}>
      <fieldset disabled={busy} className="grid min-w-0 gap-2">
        <CountedTextArea label={notes.text} name="text" rows={3} required max={max} />
        <div>
          <button type="submit" className={PRIMARY_BUTTON}>
            {busy ? texts.order.actions.working : notes.add}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Staff's internal notes on a record (an order, a customer), newest first, which the customer never sees; and a new one. */
export function StaffNotes({ id, notes: list, max, onAdd, busy }: StaffNotesProps) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const { notes } = texts.order;
  return (
    <AdminSection id={id} title={notes.title}>
      <p className="text-xs text-navy/70">{notes.private}</p>
      {onAdd ? <NoteForm max={max} onAdd={onAdd} busy={busy} /> : null}
      {list.length === 0 ? (
        <p className="text-sm text-navy/70">{notes.none}</p>
      ) : (
        <ul className="grid gap-2">
          {list.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-lg bg-sand/50 p-3 text-sm">
              <p className="whitespace-pre-line">
                <LinkedText text={note.text} />
              </p>
              <p className="text-xs text-navy/70">
                {note.staffName} · <time dateTime={note.createTime}>{clock.time(note.createTime)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
