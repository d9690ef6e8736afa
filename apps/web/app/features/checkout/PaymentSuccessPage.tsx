import { formatMoney } from '@printshop/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { CheckCircleIcon } from '~/ui/icons';

/** What the address brings (SPEC.md section 3: amount and order data); anything malformed is left out. */
function readParams(params: URLSearchParams) {
  const amount = Number(params.get('amount'));
  const orderId = params.get('orderId') ?? '';
  return {
    amount: params.get('amount') && Number.isFinite(amount) && amount >= 0 ? amount : null,
    orderNo: params.get('orderNo')?.slice(0, 40) ?? '',
    orderId: /^\d{1,10}$/.test(orderId) ? orderId : null,
    pending: params.get('status') === 'pending',
  };
}

/** /payment-success: the amount paid and the way on (SPEC.md section 2). */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [params] = useSearchParams();
  const { amount, orderNo, orderId, pending } = readParams(params);

  return (
    <div className="mx-auto grid max-w-xl px-4 py-12 text-center sm:py-16">
      <div className="rounded-2xl border border-navy/10 bg-white p-8 shadow-sm sm:p-10">
        <CheckCircleIcon width={72} height={72} aria-hidden="true" className="mx-auto text-teal-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('checkoutPage.success.heading')}
        </h1>
        {orderNo ? (
          <p className="mt-3 text-navy/75">
            {pending
              ? t('checkoutPage.success.pending', { orderNo })
              : t('checkoutPage.success.body', { orderNo })}
          </p>
        ) : null}
        {amount === null ? null : (
          <dl className="mt-6 rounded-xl bg-sand/60 px-4 py-4">
            <dt className="text-sm font-medium text-navy/70">{t('checkoutPage.success.amount')}</dt>
            <dd data-testid="payment-amount" className="mt-1 text-3xl font-bold">
              {formatMoney(amount, lang)}
            </dd>
          </dl>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {orderId ? (
            <a
              href={`/orderDetail?no=${orderId}`}
              className="inline-flex h-11 items-center justify-center rounded-lg border border-navy/20 px-6 font-semibold hover:bg-sand"
            >
              {t('checkoutPage.success.viewOrder')}
            </a>
          ) : null}
          <a
            href="/"
            className="inline-flex h-11 items-center justify-center rounded-lg bg-coral px-6 font-semibold text-navy hover:bg-coral/90"
          >
            {t('checkoutPage.success.continue')}
          </a>
        </div>
      </div>
    </div>
  );
}
