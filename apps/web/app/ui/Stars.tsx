import { useTranslation } from 'react-i18next';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function Row({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-[1em] shrink-0"
          fill="currentColor"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A 0-5 rating as five stars, partly filled for fractions (an average of 4.3 fills 86%).
 * Its size follows the font size.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <span
      role="img"
      aria-label={t('storefront.common.rating', { rating: clamped })}
      className={`relative inline-flex ${className}`}
    >
      <Row className="text-navy/15" />
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${(clamped / 5) * 100}%` }}
      >
        <Row className="text-amber-400" />
      </span>
    </span>
  );
}
