import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One star, in a 24 × 24 box: the ratings' and the review form's. */
export const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';
const VIEWBOX = 24;
const POSITIONS = [0, 1, 2, 3, 4];

/** How much of each of the five stars a 0-5 rating fills: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  const clamped = Math.min(5, Math.max(0, rating));
  return POSITIONS.map((position) => Math.min(1, Math.max(0, clamped - position)));
}

/**
 * A 0-5 rating as five stars, each filled on its own by a clip inside its SVG, so the result
 * is right whatever width a flex or grid parent stretches the row to. Its size follows the
 * font size.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  // useId's characters are not all valid in a url(#…) reference.
  const id = useId().replace(/[^\w-]/g, '');
  const clamped = Math.min(5, Math.max(0, rating));
  const fills = starFills(clamped);
  return (
    <span
      role="img"
      aria-label={t('storefront.common.rating', { rating: clamped })}
      className={`inline-flex w-fit ${className}`}
    >
      {POSITIONS.map((position) => {
        const fill = fills[position]!;
        const clip = `${id}-star-${position}`;
        return (
          <svg
            key={position}
            aria-hidden="true"
            viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`}
            className="size-[1em] shrink-0"
          >
            <clipPath id={clip}>
              <rect width={fill * VIEWBOX} height={VIEWBOX} />
            </clipPath>
            <path d={STAR} className="fill-navy/15" />
            {fill > 0 && (
              <path d={STAR} className="fill-amber-400" clipPath={`url(#${clip})`} data-fill={fill} />
            )}
          </svg>
        );
      })}
    </span>
  );
}
