import { CODE, type LocalizedText } from '@printshop/contract';
import { HttpError } from '../../http/errors.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { validateCard } from './cards.ts';
import type { CardDetails, ConfirmResult, PaymentEvent, PaymentOrder, PaymentProvider } from './provider.ts';

/** The documented test cards (docs/payments.md) that do not succeed. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const both = (key: MessageKey): LocalizedText => ({ en: t('en', key), zh: t('zh', key) });

/**
 * The default provider: no network, no money. It charges the card sent to /api/pay/confirm by
 * its number: the declined and insufficient-funds test cards fail, any other valid card number
 * succeeds. It never sends webhooks, and its refunds always succeed.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;
  readonly takesCard = true;

  async createIntent(order: PaymentOrder): Promise<{ intentId: string; clientSecret: string }> {
    const intentId = `test_pi_${order.orderNo}`;
    // Not a secret: the built-in form posts the card to /api/pay/confirm with the order id.
    return { intentId, clientSecret: `${intentId}_secret_test` };
  }

  async confirm(_intentId: string, card?: CardDetails): Promise<ConfirmResult> {
    if (!card) throw new HttpError(CODE.badRequest, 'cardRequired');
    const digits = validateCard(card);
    if (digits === TEST_CARDS.declined) return { status: 'failed', message: both('cardDeclined') };
    if (digits === TEST_CARDS.insufficientFunds) {
      return { status: 'failed', message: both('cardInsufficientFunds') };
    }
    return { status: 'succeeded' };
  }

  async parseWebhook(): Promise<PaymentEvent | null> {
    return null;
  }

  /** Moves no money, as its charges took none; the id says what would have been refunded. */
  async refund(intentId: string, amountCents: number, key: string): Promise<{ refundId: string }> {
    return { refundId: `test_re_${intentId}_${key}_${amountCents}` };
  }
}
