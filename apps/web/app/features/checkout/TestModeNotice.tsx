import { useTranslation } from '~/i18n/use-translation';
import { AlertIcon } from '~/ui/icons';

/**
 * Says plainly that no money is taken while the built-in test provider takes the cards (no
 * Stripe keys, in development or on a production server alike), so no shopper believes a
 * test order was really paid.
 */
export function TestModeNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      aria-label={t('checkoutPage.testMode.title')}
      className={`flex items-start gap-3 rounded-xl border border-coral-700/40 bg-coral-100 px-4 py-3 text-navy ${className}`}
    >
      <AlertIcon width={22} height={22} aria-hidden="true" className="mt-0.5 shrink-0 text-coral-800" />
      <p className="text-sm">
        <strong className="font-semibold text-coral-800">{t('checkoutPage.testMode.title')}</strong>{' '}
        {t('checkoutPage.testMode.body')}
      </p>
    </div>
  );
}
