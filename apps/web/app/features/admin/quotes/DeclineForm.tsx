import { admin } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { AdminSection } from '../ui/AdminSection';
import { DANGER_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';

/** Declining the quote with a message the customer is mailed; an offer sent stops working. */
export function DeclineForm({ quote }: { quote: admin.AdminQuote }) {
  const labels = useAdminTexts().quote.declineForm;
  const { run, busy } = useOrderAction();
  const [missing, setMissing] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    setMissing(message === '');
    if (!message) return;
    await run(async (client) => {
      const { data, msg } = await client.callWithMsg('adminQuoteDecline', { id: quote.id, message });
      return data.mailed ? msg : { warning: msg };
    });
  }

  return (
    <AdminSection id="quote-decline-form" title={labels.title}>
      <p className="text-sm text-navy/75">{labels.hint}</p>
      <form noValidate onSubmit={send}>
        <fieldset disabled={busy} className="grid min-w-0 gap-3">
          <CountedTextArea
            label={labels.message}
            name="message"
            rows={3}
            required
            invalid={missing}
            max={admin.QUOTE_OFFER_LIMITS.message}
          />
          {missing ? (
            <p role="alert" className="text-sm text-coral-800">
              {labels.required}
            </p>
          ) : null}
          <div>
            <button type="submit" className={DANGER_BUTTON}>
              {busy ? labels.sending : labels.send}
            </button>
          </div>
        </fieldset>
      </form>
    </AdminSection>
  );
}
