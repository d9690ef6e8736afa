import { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';

/**
 * A reply to the sender, mailed in the language they wrote from. The form clears once the reply is
 * kept; a mail that failed is a warning, since the reply is in the thread all the same.
 */
export function ReplyForm({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const labels = texts.message.reply;
  const { run, busy } = useOrderAction();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text'));
    const sent = await run(async (client) => {
      const { data, msg } = await client.callWithMsg('adminMessageReply', { id: message.id, text });
      return data.mailed ? msg : { warning: msg };
    });
    if (sent) form.reset();
  }

  return (
    <form onSubmit={send} className="border-t border-navy/10 pt-4">
      <fieldset disabled={busy} className="grid min-w-0 gap-2">
        <CountedTextArea label={labels.text} name="text" rows={5} required max={admin.MESSAGE_LIMITS.reply} />
        <p className="text-xs text-navy/70">
          {interpolate(labels.hint, {
            email: message.email,
            language: texts.message.languages[message.lang],
          })}
        </p>
        {message.status === 'closed' ? <p className="text-xs font-semibold">{labels.reopens}</p> : null}
        <div>
          <button type="submit" className={PRIMARY_BUTTON}>
            {busy ? texts.message.working : labels.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
