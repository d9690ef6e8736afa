import type { api } from '@printshop/contract';
import type { Ref } from 'react';
import type { CardPayer } from './place-order';
import { StripeCardForm } from './StripeCardForm';
import { TestCardForm } from './TestCardForm';

interface CardFormProps {
  ref: Ref<CardPayer>;
  config: api.PaymentConfig;
  amountCents: number;
}

/** The card form of the shop's payment provider (GET /api/pay/config). */
export function CardForm({ ref, config, amountCents }: CardFormProps) {
  return config.provider === 'stripe' && config.publishableKey ? (
    <StripeCardForm ref={ref} publishableKey={config.publishableKey} amountCents={amountCents} />
  ) : (
    <TestCardForm ref={ref} />
  );
}
