import { type api, ORDER_STAGE } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { formatShortDay } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';

/** "Ships by Thu, Dec 3": the day the shop promised when the order was paid, until the item ships. */
export function PromisedShipDay({ item }: { item: api.OrderItem }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (item.shipBy === null || item.sta >= ORDER_STAGE.shipping || item.state === 'cancelled') return null;
  return (
    <span data-testid="promised-ship-day" className="text-sm text-navy/70">
      {t('storefront.shipBy.promised', { date: formatShortDay(item.shipBy, lang) })}
    </span>
  );
}
