import { MIN_CART_QTY } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { MinusIcon, PlusIcon } from './icons';

interface QuantityStepperProps {
  value: number;
  onStep: (by: 1 | -1) => void;
}

const BUTTON =
  'grid size-10 place-items-center text-navy transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-navy/30 disabled:hover:bg-transparent';

/** Minus, the quantity, plus (docs/product.md#screens); minus stops at the minimum. */
export function QuantityStepper({ value, onStep }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex min-w-0 items-center overflow-hidden rounded-full border border-navy/20 bg-white">
      <legend className="sr-only">{t('cartPage.line.quantity')}</legend>
      <button
        type="button"
        onClick={() => onStep(-1)}
        disabled={value <= MIN_CART_QTY}
        aria-label={t('cartPage.line.decrease')}
        className={BUTTON}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <output aria-live="polite" className="min-w-10 px-1 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        onClick={() => onStep(1)}
        aria-label={t('cartPage.line.increase')}
        className={BUTTON}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </fieldset>
  );
}
