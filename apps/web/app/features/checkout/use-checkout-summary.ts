import type { api } from '@printshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { failedLoad, type Loaded } from '~/lib/use-api-data';
import { useToast } from '~/ui/toast';

interface CheckoutSummaryState {
  state: Loaded<api.CheckoutSummary>;
  /** Asks the server again with the applied coupon, e.g. after the address changed. */
  reload: () => void;
  /** Resolves true when the server accepted the code; a refused code keeps the summary as it was. */
  applyCoupon: (code: string) => Promise<boolean>;
  removeCoupon: () => void;
}

/**
 * The order summary of `order/toOrder`: the cart, the delivery address, and tax, shipping fee,
 * discount and total as the server computes them. The browser never adds up money itself here.
 */
export function useCheckoutSummary(enabled: boolean): CheckoutSummaryState {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const [state, setState] = useState<Loaded<api.CheckoutSummary>>({ status: 'loading' });
  const coupon = useRef('');
  // Only the answer to the latest call is shown.
  const latest = useRef(0);

  const fetchSummary = useCallback(
    (code: string) => {
      const call = ++latest.current;
      return client
        .call('toOrder', { coupon: code || undefined })
        .then((data) => (call === latest.current ? data : null));
    },
    [client],
  );

  const reload = useCallback(() => {
    fetchSummary(coupon.current).then(
      (data) => {
        if (data) setState({ status: 'ready', data });
      },
      (error: unknown) => setState(failedLoad(error, t('api.unreachable'))),
    );
  }, [fetchSummary, t]);

  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);

  const applyCoupon = useCallback(
    async (code: string) => {
      try {
        const data = await fetchSummary(code);
        coupon.current = code;
        if (data) setState({ status: 'ready', data });
        toast('success', t('checkoutPage.coupon.applied', { code: data?.coupon ?? code }));
        return true;
      } catch (error) {
        toast('warning', errorMessage(error, t('api.unreachable')));
        return false;
      }
    },
    [fetchSummary, t, toast],
  );

  const removeCoupon = useCallback(() => {
    coupon.current = '';
    reload();
  }, [reload]);

  return { state, reload, applyCoupon, removeCoupon };
}
