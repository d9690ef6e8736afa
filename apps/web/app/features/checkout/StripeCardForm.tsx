import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi, useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { type CardPayer, PaymentError, successHref } from './place-order';

interface StripeCardFormProps {
  ref: Ref<CardPayer>;
  publishableKey: string;
  /** The order total the Payment Element shows for wallets, kept in step with the summary. */
  amountCents: number;
}

interface Loaded {
  stripe: Stripe;
  elements: StripeElements;
}

/** Card and validation errors are the shopper's to fix and Stripe words them; others are generic. */
const SHOPPER_ERRORS = new Set(['card_error', 'validation_error']);

/**
 * Stripe's Payment Element, in deferred-intent mode: it is shown before any order exists, and
 * the order and its payment intent are created only when the shopper places the order. Stripe.js
 * is fetched from Stripe when (and only when) the shop is configured with Stripe keys.
 */
export function StripeCardForm({ ref, publishableKey, amountCents }: StripeCardFormProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const client = useApi();
  const toast = useToast();
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const initialAmount = useRef(amountCents);

  useEffect(() => {
    let mounted = true;
    const initFailed = () => toast('error', t('checkoutPage.payment.initFailed'));
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js did not load');
        if (!mounted || !container.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount: initialAmount.current,
          currency: 'usd',
          locale: lang === 'zh' ? 'zh' : 'en',
        });
        const element = elements.create('payment');
        element.on('loaderror', initFailed);
        element.mount(container.current);
        setLoaded({ stripe, elements });
      })
      .catch(initFailed);
    return () => {
      mounted = false;
    };
  }, [lang, publishableKey, t, toast]);

  useEffect(() => {
    loaded?.elements.update({ amount: amountCents });
  }, [loaded, amountCents]);

  useImperativeHandle(
    ref,
    () => ({
      check: async () => {
        if (!loaded) return t('checkoutPage.payment.initFailed');
        const { error } = await loaded.elements.submit();
        return error?.message ?? null;
      },
      pay: async (intent) => {
        if (!loaded) throw new PaymentError(t('checkoutPage.payment.initFailed'));
        const { error } = await loaded.stripe.confirmPayment({
          elements: loaded.elements,
          clientSecret: intent.clientSecret,
          // Payment methods that leave the page come back to /payment-success.
          confirmParams: {
            return_url: new URL(
              successHref({
                status: 'pending',
                orderId: intent.orderId,
                orderNo: intent.orderNo,
                amount: intent.amount,
              }),
              window.location.origin,
            ).href,
          },
          redirect: 'if_required',
        });
        if (error) {
          throw new PaymentError(
            SHOPPER_ERRORS.has(error.type) && error.message
              ? error.message
              : t('checkoutPage.payment.failed'),
          );
        }
        return client.call('confirmPayment', { orderId: intent.orderId });
      },
    }),
    [client, loaded, t],
  );

  return (
    <div className="min-h-40">
      {loaded ? null : <p className="text-sm text-navy/70">{t('checkoutPage.payment.loading')}</p>}
      <div ref={container} />
    </div>
  );
}
