import { type api, formatMoney } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { useApi, useRootData } from '~/lib/root-data';
import { readSession } from '~/lib/session';
import { CheckCircleIcon, ClockIcon } from '~/ui/icons';

/**
 * What the page may say: nothing until the server has answered, then the order as the server
 * has it when it is the logged-in member's, else nothing about any order.
 */
type Confirmation =
  | { status: 'checking' }
  | { status: 'confirmed'; order: api.OrderDetail['orderMain'] }
  | { status: 'unconfirmed' };

/** The address names the order (docs/product.md#entities); its amount and number are never trusted. */
function orderIdParam(params: URLSearchParams): number | null {
  const orderId = params.get('orderId') ?? '';
  return /^[1-9]\d{0,8}$/.test(orderId) ? Number(orderId) : null;
}

function useConfirmation(orderId: number | null): Confirmation {
  const client = useApi();
  const [state, setState] = useState<Confirmation>({ status: 'checking' });
  useEffect(() => {
    // Without a session there is nothing to ask: a visitor gets the neutral page, not /login.
    if (!orderId || !readSession()) {
      setState({ status: 'unconfirmed' });
      return;
    }
    let current = true;
    client.call('getOrderDetail', { orderId }).then(
      (detail) => current && setState({ status: 'confirmed', order: detail.orderMain }),
      () => current && setState({ status: 'unconfirmed' }),
    );
    return () => {
      current = false;
    };
  }, [client, orderId]);
  return state;
}

const BUTTON = 'inline-flex h-11 items-center justify-center rounded-lg px-6 font-semibold';

/** /payment-success: the amount paid and the way on (docs/product.md#screens), as the server confirms them. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [params] = useSearchParams();
  const orderId = orderIdParam(params);
  const confirmation = useConfirmation(orderId);
  const order = confirmation.status === 'confirmed' ? confirmation.order : null;
  const paid = order?.paymentStatus === 'paid';

  return (
    <div className="mx-auto grid max-w-xl px-4 py-12 text-center sm:py-16">
      <div
        aria-busy={confirmation.status === 'checking'}
        className="rounded-2xl border border-navy/10 bg-white p-8 shadow-sm sm:p-10"
      >
        {paid ? (
          <CheckCircleIcon width={72} height={72} aria-hidden="true" className="mx-auto text-teal-700" />
        ) : (
          <ClockIcon width={72} height={72} aria-hidden="true" className="mx-auto text-navy/50" />
        )}
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {confirmation.status === 'checking'
            ? t('checkoutPage.success.checking')
            : order
              ? t('checkoutPage.success.heading')
              : t('checkoutPage.success.neutralHeading')}
        </h1>
        {confirmation.status === 'unconfirmed' ? (
          <p className="mt-3 text-navy/75">{t('checkoutPage.success.neutralBody')}</p>
        ) : null}
        {order ? (
          <>
            <p className="mt-3 text-navy/75">
              {paid
                ? t('checkoutPage.success.body', { orderNo: order.orderNo })
                : t('checkoutPage.success.pending', { orderNo: order.orderNo })}
            </p>
            <dl className="mt-6 rounded-xl bg-sand/60 px-4 py-4">
              <dt className="text-sm font-medium text-navy/70">{t('checkoutPage.success.amount')}</dt>
              <dd data-testid="payment-amount" className="mt-1 text-3xl font-bold">
                {formatMoney(order.totalAmount, lang)}
              </dd>
            </dl>
          </>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {order ? (
            <a
              href={`/orderDetail?no=${order.id}`}
              className={`${BUTTON} border border-navy/20 hover:bg-sand`}
            >
              {t('checkoutPage.success.viewOrder')}
            </a>
          ) : null}
          {confirmation.status === 'unconfirmed' ? (
            <a href="/order" className={`${BUTTON} border border-navy/20 hover:bg-sand`}>
              {t('checkoutPage.success.myOrders')}
            </a>
          ) : null}
          <a href="/" className={`${BUTTON} bg-coral text-navy hover:bg-coral/90`}>
            {t('checkoutPage.success.continue')}
          </a>
        </div>
      </div>
    </div>
  );
}
