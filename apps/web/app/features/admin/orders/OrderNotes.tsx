import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { useStaffMember } from '../shell/staff-member';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';
import { LinkedText } from '../ui/LinkedText';
import { useOrderAction } from './use-order-action';

function NoteForm({ orderId }: { orderId: number }) {
  const texts = useAdminTexts();
  const { notes } = texts.order;
  const { run, busy } = useOrderAction();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text'));
    const added = await run(async (client) => {
      await client.call('addOrderNote', { id: orderId, text });
      return notes.added;
    });
    if (added) form.reset();
  }

  return (
    <form onSubmit={add}>
      <fieldset disabled={busy} className="grid min-w-0 gap-2">
        <CountedTextArea
          label={notes.text}
          name="text"
          rows={3}
          required
          max={admin.ADMIN_ORDER_LIMITS.note}
        />
        <div>
          <button type="submit" className={PRIMARY_BUTTON}>
            {busy ? texts.order.actions.working : notes.add}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Staff's notes on the order, newest first, which the customer never sees; and a new one. */
export function OrderNotes({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const { role } = useStaffMember();
  const { notes } = texts.order;
  return (
    <AdminSection id="order-notes" title={notes.title}>
      <p className="text-xs text-navy/70">{notes.private}</p>
      {admin.can(role, 'orders.note') ? <NoteForm orderId={order.id} /> : null}
      {order.notes.length === 0 ? (
        <p className="text-sm text-navy/70">{notes.none}</p>
      ) : (
        <ul className="grid gap-2">
          {order.notes.map((note) => (
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
