import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useRegions } from '~/features/account/regions';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { useRequireLogin } from '~/lib/use-require-login';
import { AddressText } from '~/ui/AddressText';
import { FormSkeleton, LoadError } from '~/ui/load-states';
import { CheckoutStep } from './CheckoutStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { TestModeNotice } from './TestModeNotice';
import { useCheckoutSummary } from './use-checkout-summary';

/** docs/product.md#states: step 1 is always done, and checkout opens on step 2. */
type OpenStep = 2 | 3;

/** /checkout: the three-step accordion beside the order summary (docs/product.md#screens and #states). */
export function CheckoutPage({ payment }: { payment: api.PaymentConfig }) {
  const { t } = useTranslation();
  const allowed = useRequireLogin();
  const session = useSession();
  const client = useApi();
  const regions = useRegions(client);
  const { state, reload, applyCoupon, removeCoupon } = useCheckoutSummary(allowed);
  const [step, setStep] = useState<OpenStep>(2);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('checkoutPage.title')}</h1>
      {payment.provider === 'test' ? <TestModeNotice className="mt-4" /> : null}
      {state.status === 'loading' ? (
        <div className="mt-6">
          <FormSkeleton rows={5} />
        </div>
      ) : state.status === 'failed' ? (
        <div className="mt-6">
          <LoadError message={t('checkoutPage.loadFailed')} onRetry={reload} />
        </div>
      ) : state.data.cartAdvancedList.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <ol aria-label={t('checkoutPage.steps.label')} className="grid gap-4">
            <li>
              <CheckoutStep
                number={1}
                title={t('checkoutPage.steps.customer')}
                status="done"
                summary={
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                    <dt>{t('checkoutPage.customer.name')}</dt>
                    <dd className="min-w-0 truncate font-semibold text-navy">{session?.nickname}</dd>
                    <dt>{t('checkoutPage.customer.email')}</dt>
                    <dd className="min-w-0 truncate">{session?.email}</dd>
                  </dl>
                }
              />
            </li>
            <li>
              <CheckoutStep
                number={2}
                title={t('checkoutPage.steps.shipping')}
                status={step === 2 ? 'open' : 'done'}
                onView={() => setStep(2)}
                summary={state.data.memberAddress ? <AddressText address={state.data.memberAddress} /> : null}
              >
                <ShippingStep
                  saved={state.data.memberAddress}
                  regions={regions}
                  onSaved={() => {
                    // The destination sets tax and shipping: the summary is asked for again.
                    reload();
                    setStep(3);
                  }}
                />
              </CheckoutStep>
            </li>
            <li>
              <CheckoutStep
                number={3}
                title={t('checkoutPage.steps.payment')}
                status={step === 3 ? 'open' : 'waiting'}
              >
                <PaymentStep
                  config={payment}
                  summary={state.data}
                  onStale={reload}
                  onNoAddress={() => setStep(2)}
                />
              </CheckoutStep>
            </li>
          </ol>
          <div className="lg:sticky lg:top-6">
            <OrderSummary summary={state.data} onApplyCoupon={applyCoupon} onRemoveCoupon={removeCoupon} />
          </div>
        </div>
      )}
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-2xl border border-navy/10 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold">{t('checkoutPage.empty.title')}</h2>
      <p className="mt-2 text-navy/75">{t('checkoutPage.empty.body')}</p>
      <a
        href="/"
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-coral px-6 font-semibold text-navy hover:bg-coral/90"
      >
        {t('checkoutPage.empty.shop')}
      </a>
    </div>
  );
}
