import type { ShipPromise } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { formatShopTime, formatShortDay } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { ClockIcon } from './icons';

/**
 * "Order by 12:00 PM PT today and it ships Thu, Dec 3": the server's promise for an order placed
 * now (docs/decisions/087), its cut-off on the shop's clock and its day in the shopper's language.
 */
export function ShipByNote({ promise }: { promise: ShipPromise }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { time, weekday } = formatShopTime(promise, lang);
  const date = formatShortDay(promise.ships, lang);
  return (
    <p data-testid="ship-by" className="flex items-start gap-2 text-sm text-teal-800">
      <ClockIcon width={18} height={18} className="mt-px shrink-0" />
      {promise.orderByToday
        ? t('storefront.shipBy.orderToday', { time, date })
        : t('storefront.shipBy.orderOn', { time, weekday, date })}
    </p>
  );
}
