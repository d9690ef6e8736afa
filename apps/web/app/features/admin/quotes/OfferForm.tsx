import { admin, formatMoney } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { TextField } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { shopToday } from '../lib/admin-time';
import { useOrderAction } from '../orders/use-order-action';
import { useStaffMember } from '../shell/staff-member';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON, ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';
import {
  BLANK_LINE,
  type OfferLineValues,
  type OfferValues,
  offerInput,
  offerProblem,
  offerTotal,
  offerValuesOf,
} from './offer-form';

const L = admin.QUOTE_OFFER_LIMITS;

/**
 * An offer on the quote: lines of what is made (title, quantity, the whole line's price), the last
 * day it can be accepted and a message. Sending mails the customer a link to accept it; a new
 * offer on an offered quote replaces the one sent.
 */
export function OfferForm({ quote }: { quote: admin.AdminQuote }) {
  const texts = useAdminTexts();
  const labels = texts.quote.offerForm;
  const { lang } = useRootData();
  const { timeZone } = useStaffMember();
  const toast = useToast();
  const { run, busy } = useOrderAction();
  const today = shopToday(timeZone);
  const [values, setValues] = useState<OfferValues>(() => offerValuesOf(quote, today));
  const replacing = quote.status === 'offered' || quote.status === 'expired';

  const setLine = (index: number, change: Partial<OfferLineValues>) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    }));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = offerProblem(values, {
      title: (n) => interpolate(labels.required.title, { n }),
      quantity: (n) => interpolate(labels.required.quantity, { n }),
      price: (n) => interpolate(labels.required.price, { n }),
      validUntil: labels.required.validUntil,
    });
    if (problem) {
      toast('warning', problem);
      return;
    }
    await run(async (client) => {
      const { data, msg } = await client.callWithMsg('adminQuoteOffer', {
        id: quote.id,
        ...offerInput(values),
      });
      return data.mailed ? msg : { warning: msg };
    });
  }

  return (
    <AdminSection id="quote-offer-form" title={replacing ? labels.replaceTitle : labels.title}>
      {replacing ? <p className="text-sm text-navy/75">{labels.replaceHint}</p> : null}
      <form noValidate onSubmit={send}>
        <fieldset disabled={busy} className="grid min-w-0 gap-4">
          <ol aria-label={labels.lines} className="grid gap-3">
            {values.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the offer.
              <li key={index}>
                <fieldset className="grid gap-3 rounded-lg border border-navy/10 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                  <legend className="px-1 text-sm font-semibold">
                    {interpolate(labels.line, { n: index + 1 })}
                  </legend>
                  <TextField
                    label={labels.lineTitle}
                    value={line.title}
                    maxLength={L.title}
                    className="sm:col-span-3"
                    onChange={(event) => setLine(index, { title: event.currentTarget.value })}
                  />
                  <TextField
                    label={labels.quantity}
                    value={line.quantity}
                    inputMode="numeric"
                    onChange={(event) => setLine(index, { quantity: event.currentTarget.value })}
                  />
                  <TextField
                    label={labels.price}
                    value={line.price}
                    inputMode="decimal"
                    onChange={(event) => setLine(index, { price: event.currentTarget.value })}
                  />
                  <button
                    type="button"
                    disabled={values.lines.length === 1}
                    onClick={() =>
                      setValues((current) => ({
                        ...current,
                        lines: current.lines.filter((_, at) => at !== index),
                      }))
                    }
                    aria-label={interpolate(labels.removeLine, { n: index + 1 })}
                    className={`${ROW_BUTTON} self-end text-coral-800`}
                  >
                    ✕
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              disabled={values.lines.length >= L.lines}
              onClick={() => setValues((current) => ({ ...current, lines: [...current.lines, BLANK_LINE] }))}
              className={SECONDARY_BUTTON}
            >
              {labels.addLine}
            </button>
            <p role="status" className="font-semibold tabular-nums">
              {interpolate(labels.total, { amount: formatMoney(offerTotal(values.lines), lang) })}
            </p>
          </div>
          <TextField
            label={labels.validUntil}
            type="date"
            min={today}
            value={values.validUntil}
            onChange={(event) => {
              const validUntil = event.currentTarget.value;
              setValues((current) => ({ ...current, validUntil }));
            }}
            className="sm:max-w-xs"
          />
          <CountedTextArea
            label={labels.message}
            rows={4}
            max={L.message}
            value={values.message}
            onChange={(event) => {
              const message = event.currentTarget.value;
              setValues((current) => ({ ...current, message }));
            }}
          />
          <div>
            <button type="submit" className={PRIMARY_BUTTON}>
              {busy ? labels.sending : labels.send}
            </button>
          </div>
        </fieldset>
      </form>
    </AdminSection>
  );
}
