import { type api, formatMoney } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { Icon, type IconProps } from '~/ui/icons';
import { trackerOf } from './stages';

interface StageTrackerProps {
  item: Pick<api.OrderDetail['dtl'], 'state' | 'shipment'>;
  order: Pick<api.OrderSummary, 'paymentStatus' | 'cancelTime' | 'refunded'>;
}

/**
 * File review → Printing → Shipping for one item: where it is in words (with the carrier and
 * tracking number once shipped), then an ordered list saying of each stage whether it is done,
 * in progress (the current step) or ahead.
 */
export function StageTracker({ item, order }: StageTrackerProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { hold, stages } = trackerOf(item.state, order);
  const where =
    hold === 'awaitingPayment'
      ? t('ordersPage.tracker.awaitingPayment')
      : t(`ordersPage.itemState.${hold ?? item.state}`);
  return (
    <div className="grid gap-5">
      <div data-testid="tracker-state" className="grid gap-0.5">
        <p className="font-bold">{where}</p>
        {order.refunded > 0 ? (
          <p className="text-sm text-navy/75">
            {t('ordersPage.tracker.refunded', { amount: formatMoney(order.refunded, lang) })}
          </p>
        ) : null}
        {item.shipment && !hold ? (
          <p className="text-sm break-words text-navy/75">
            {t('ordersPage.tracker.shipment', item.shipment)}
          </p>
        ) : null}
      </div>
      <ol aria-label={t('ordersPage.tracker.label')} className="grid grid-cols-3">
        {stages.map((stage, index) => (
          <li
            key={stage.name}
            aria-current={stage.status === 'current' ? 'step' : undefined}
            className="relative grid justify-items-center gap-2 text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-1 w-full -translate-y-1/2 ${stage.status === 'ahead' ? 'bg-sand-200' : 'bg-teal'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold ${
                stage.status === 'done'
                  ? 'bg-teal text-white'
                  : stage.status === 'current'
                    ? 'border-2 border-teal bg-white text-teal-800 ring-4 ring-teal-100'
                    : 'border-2 border-sand-200 bg-white text-navy/50'
              }`}
            >
              {stage.status === 'done' ? <CheckIcon width={16} height={16} strokeWidth={2.6} /> : index + 1}
            </span>
            <span
              className={`text-sm ${stage.status === 'current' ? 'font-bold' : stage.status === 'done' ? 'font-semibold' : 'text-navy/60'}`}
            >
              {t(`ordersPage.tracker.${stage.name}`)}
              <span className="sr-only"> ({t(`ordersPage.tracker.${stage.status}`)})</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
