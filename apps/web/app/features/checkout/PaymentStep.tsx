import { type api, dollarsToCents, formatMoney, MAX_LENGTH } from '@printshop/contract';
import { useState } from 'react';
import { useCartCount } from '~/features/cart/cart-count';
import { useTranslation } from '~/i18n/use-translation';
import { useApi, useRootData } from '~/lib/root-data';
import { PrimaryButton } from '~/ui/form-fields';
import { SavingOverlay } from '~/ui/SavingOverlay';
import { useToast } from '~/ui/toast';
import { CardForm } from './CardForm';
import { failureMessage, placeOrder, successHref } from './place-order';
import { useCardPayer } from './use-card-payer';

/** docs/product.md#constants: after a failed payment the shopper goes to /order after 1 second. */
const FAILED_PAYMENT_DELAY_MS = 1000;

interface PaymentStepProps {
  config: api.PaymentConfig;
  summary: api.CheckoutSummary;
  /** The cart or its prices changed under the shopper: show the summary again. */
  onStale: () => void;
  /** No delivery address: back to step 2. */
  onNoAddress: () => void;
}

/** Step 3: the card form, the order remarks and the Place order button. */
export function PaymentStep({ config, summary, onStale, onNoAddress }: PaymentStepProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const client = useApi();
  const toast = useToast();
  const cartCount = useCartCount();
  const card = useCardPayer();
  const [remark, setRemark] = useState('');
  const [placing, setPlacing] = useState(false);

  const place = async () => {
    if (!summary.memberAddress) {
      toast('warning', t('checkoutPage.payment.noAddress'));
      onNoAddress();
      return;
    }
    const payer = await card.ready();
    if (!payer) return;
    setPlacing(true);
    const outcome = await placeOrder(client, payer, {
      lines: summary.cartAdvancedList,
      coupon: summary.coupon,
      remark,
    });
    const generic = t('checkoutPage.payment.failed');
    switch (outcome.kind) {
      case 'done':
        window.location.assign(successHref(outcome.result));
        return;
      case 'not-ordered':
        setPlacing(false);
        toast('error', failureMessage(outcome.error, generic));
        onStale();
        return;
      case 'unpaid':
        toast('error', failureMessage(outcome.error, generic));
        cartCount.refresh();
        setTimeout(() => window.location.assign('/order'), FAILED_PAYMENT_DELAY_MS);
    }
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-navy/75">{t('checkoutPage.payment.intro')}</p>
      <CardForm ref={card.ref} config={config} amountCents={dollarsToCents(summary.total)} />
      <div className="grid gap-1.5">
        <label htmlFor="order-remark" className="text-sm font-medium">
          {t('checkoutPage.payment.remarks')}
        </label>
        <textarea
          id="order-remark"
          value={remark}
          maxLength={MAX_LENGTH.orderRemark}
          rows={3}
          onChange={(event) => setRemark(event.target.value)}
          aria-describedby="order-remark-hint"
          className="w-full rounded-lg border border-navy/20 px-3 py-2 text-base outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
        />
        <p id="order-remark-hint" className="text-xs text-navy/70">
          {t('checkoutPage.payment.remarksHint')}
        </p>
      </div>
      <PrimaryButton type="button" onClick={place} disabled={placing} className="w-full">
        {t('checkoutPage.payment.place', { amount: formatMoney(summary.total, lang) })}
      </PrimaryButton>
      {placing ? <SavingOverlay label={t('checkoutPage.payment.placing')} /> : null}
    </div>
  );
}
