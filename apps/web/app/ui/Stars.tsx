import { useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';

const SIZE = 24;
const POSITIONS = [0, 1, 2, 3, 4];

/** A star's outline from its top point, every move relative, so the same text draws it at any place. */
const OUTLINE = 'l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
const starAt = (position: number) => `M${12 + position * SIZE} 2.5${OUTLINE}`;

/** One star, in a 24 × 24 box: the ratings' and the review form's. */
export const STAR = starAt(0);

/** How much of each of the five stars a 0-5 rating fills: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  const clamped = Math.min(5, Math.max(0, rating));
  return POSITIONS.map((position) => Math.min(1, Math.max(0, clamped - position)));
}

/**
 * A 0-5 rating as five stars in one SVG, so the row keeps its width whatever a flex or grid
 * parent stretches it to; its size follows the font size. A whole star is one path; only the
 * star a fraction fills is drawn twice, its filled copy clipped. Lists show many ratings, so
 * each one stays a few hundred bytes of the page.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  // useId's characters are not all valid in a url(#…) reference.
  const clip = `${useId().replace(/[^\w-]/g, '')}-star`;
  const clamped = Math.min(5, Math.max(0, rating));
  const fills = starFills(clamped);
  const partial = fills.findIndex((fill) => fill > 0 && fill < 1);
  return (
    <span
      role="img"
      aria-label={t('storefront.common.rating', { rating: clamped })}
      className={`inline-flex w-fit ${className}`}
    >
      <svg aria-hidden="true" viewBox={`0 0 ${5 * SIZE} ${SIZE}`} className="h-[1em] w-[5em] shrink-0">
        {POSITIONS.map((position) =>
          fills[position] === 1 ? (
            <path key={position} d={starAt(position)} className="fill-amber-400" data-fill={1} />
          ) : (
            <path key={position} d={starAt(position)} className="fill-navy/15" />
          ),
        )}
        {partial >= 0 ? (
          <>
            <clipPath id={clip}>
              <rect x={partial * SIZE} width={fills[partial]! * SIZE} height={SIZE} />
            </clipPath>
            <path
              d={starAt(partial)}
              className="fill-amber-400"
              clipPath={`url(#${clip})`}
              data-fill={fills[partial]}
            />
          </>
        ) : null}
      </svg>
    </span>
  );
}
