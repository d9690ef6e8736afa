import { useTranslation } from '~/i18n/use-translation';
import { STAR } from '~/ui/Stars';
import type { FieldProps } from '~/ui/use-ordered-form';
import { STAR_CHOICES } from './review-form';

interface StarChoiceProps {
  field: FieldProps;
  /** The stars chosen so far ('' for none): those up to it are drawn filled. */
  chosen: string;
}

/**
 * The review's rating as five radio buttons drawn as stars: a tap or the arrow keys choose, and
 * each reads as its number of stars.
 */
export function StarChoice({ field: { invalid, ...radio }, chosen }: StarChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-invalid={invalid || undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        {t('ordersPage.review.stars')}
        <span className="ml-1 text-coral-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {STAR_CHOICES.map((stars) => (
          <label
            key={stars}
            className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal/50"
          >
            <input {...radio} type="radio" value={String(stars)} className="sr-only" />
            <span className="sr-only">{t('ordersPage.review.star', { count: stars })}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
              <path d={STAR} className={stars <= Number(chosen) ? 'fill-amber-400' : 'fill-navy/15'} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
