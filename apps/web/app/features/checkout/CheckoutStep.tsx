import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { CheckCircleIcon } from '~/ui/icons';

interface CheckoutStepProps {
  number: number;
  title: string;
  /** open: being filled in; done: finished, showing `summary`; waiting: not reached yet. */
  status: 'open' | 'done' | 'waiting';
  /** Reopens a finished step (docs/product.md#states: through its view link). */
  onView?: () => void;
  summary?: ReactNode;
  children?: ReactNode;
}

/** One panel of checkout's three-step accordion. */
export function CheckoutStep({ number, title, status, onView, summary, children }: CheckoutStepProps) {
  const { t } = useTranslation();
  const headingId = `checkout-step-${number}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-current={status === 'open' ? 'step' : undefined}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${
        status === 'open' ? 'border-teal-700/40' : 'border-navy/10'
      }`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
            status === 'waiting' ? 'bg-sand text-navy/50' : 'bg-navy text-white'
          }`}
        >
          {status === 'done' ? <CheckCircleIcon width={18} height={18} className="text-coral" /> : number}
        </span>
        <h2 id={headingId} className={`text-lg font-bold ${status === 'waiting' ? 'text-navy/50' : ''}`}>
          <span className="sr-only">{t('checkoutPage.steps.number', { number })} </span>
          {title}
          {status === 'done' ? <span className="sr-only"> ({t('checkoutPage.steps.done')})</span> : null}
        </h2>
        {status === 'done' && onView ? (
          <button
            type="button"
            onClick={onView}
            className="ml-auto rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
          >
            {t('checkoutPage.steps.view')}
          </button>
        ) : null}
      </div>
      {status === 'done' && summary ? <div className="mt-3 pl-11 text-sm text-navy/80">{summary}</div> : null}
      {status === 'open' ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
