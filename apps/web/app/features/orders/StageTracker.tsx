import { useTranslation } from 'react-i18next';
import { Icon, type IconProps } from '~/ui/icons';
import { trackerStages } from './stages';

/**
 * File review → Printing → Shipping for one item: an ordered list, each stage saying whether it
 * is done, and the furthest one marked as the current step.
 */
export function StageTracker({ sta }: { sta: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('ordersPage.tracker.label')} className="grid grid-cols-3">
      {trackerStages(sta).map((stage, index) => (
        <li
          key={stage.name}
          aria-current={stage.current ? 'step' : undefined}
          className="relative grid justify-items-center gap-2 text-center"
        >
          {index > 0 ? (
            <span
              aria-hidden="true"
              className={`absolute top-4 right-1/2 h-1 w-full -translate-y-1/2 ${stage.reached ? 'bg-teal' : 'bg-sand-200'}`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold ${
              stage.reached ? 'bg-teal text-white' : 'border-2 border-sand-200 bg-white text-navy/50'
            } ${stage.current ? 'ring-4 ring-teal-100' : ''}`}
          >
            {stage.reached ? <CheckIcon width={16} height={16} strokeWidth={2.6} /> : index + 1}
          </span>
          <span
            className={`text-sm ${stage.current ? 'font-bold' : stage.reached ? 'font-semibold' : 'text-navy/60'}`}
          >
            {t(`ordersPage.tracker.${stage.name}`)}
            <span className="sr-only">
              {' '}
              ({stage.reached ? t('ordersPage.tracker.reached') : t('ordersPage.tracker.ahead')})
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
