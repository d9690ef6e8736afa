import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { TextField } from '~/ui/form-fields';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input';
import type { CardPayer } from './place-order';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

/**
 * The built-in test provider's card form. The card goes to POST /api/pay/confirm only, which
 * charges it in memory and stores nothing of it.
 */
export function TestCardForm({ ref }: { ref: Ref<CardPayer> }) {
  const { t } = useTranslation();
  const client = useApi();
  const [card, setCard] = useState<Record<CardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<CardField | null>(null);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  useImperativeHandle(
    ref,
    () => ({
      check: async () => {
        const missing =
          (['cardNumber', 'expiry', 'cvc'] as const).find((field) => card[field] === '') ?? null;
        setInvalid(missing);
        if (!missing) return null;
        inputs.current[missing]?.focus();
        return t(`checkoutPage.payment.required.${missing}`);
      },
      pay: (intent) =>
        client.call('confirmPayment', {
          orderId: intent.orderId,
          cardNo: card.cardNumber,
          validityperiod: card.expiry,
          safetycode: card.cvc,
        }),
    }),
    [card, client, t],
  );

  const field = (name: CardField, format: (value: string) => string) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    value: card[name],
    invalid: invalid === name,
    onChange: (event: { target: { value: string } }) => {
      const value = format(event.target.value);
      setCard((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('cardNumber', formatCardNumber)}
        label={t('checkoutPage.payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        className="sm:col-span-2"
      />
      <TextField
        {...field('expiry', formatExpiry)}
        label={t('checkoutPage.payment.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        placeholder="MM/YY"
      />
      <TextField
        {...field('cvc', formatCvc)}
        label={t('checkoutPage.payment.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        placeholder="123"
      />
      <p className="rounded-lg bg-sand/70 px-3 py-2 text-sm text-navy/80 sm:col-span-2">
        {t('checkoutPage.payment.testCard')}
      </p>
    </div>
  );
}
