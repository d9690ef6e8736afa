import type { api } from '@printshop/contract';
import { lazy, Suspense, useState } from 'react';
import { htmlLang } from '~/i18n/i18n';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/lib/dates';
import { productHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { FormSkeleton } from '~/ui/load-states';
import { Stars } from '~/ui/Stars';
import { DetailBlock } from './DetailBlock';

// The form and its form library load only for a delivered item not reviewed yet.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

type Item = api.OrderDetail['dtl'];

/**
 * The item's review (docs/product.md#reviews): once delivered, a form to write it, once (not for
 * a product the shop no longer sells); then the review as written, with a link to where other
 * buyers read it.
 */
export function ReviewSection({ item }: { item: Item }) {
  const { t } = useTranslation();
  const [posted, setPosted] = useState<api.Review | null>(item.review);
  if (posted) return <OwnReview review={posted} productNo={item.productNo} />;
  if (!item.reviewable) return null;
  return (
    <DetailBlock id="review-title" title={t('ordersPage.review.title')}>
      <p className="mb-4 text-sm text-navy/75">{t('ordersPage.review.intro')}</p>
      <Suspense fallback={<FormSkeleton rows={3} />}>
        <ReviewForm itemId={item.id} onPosted={setPosted} />
      </Suspense>
    </DetailBlock>
  );
}

function OwnReview({ review, productNo }: { review: api.Review; productNo: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <DetailBlock id="review-title" title={t('ordersPage.review.yours')}>
      <article data-testid="own-review" className="grid gap-2">
        <Stars rating={review.fraction} className="text-lg" />
        <h3 className="font-bold break-words" lang={htmlLang(review.lang)}>
          {review.title}
        </h3>
        <p
          className="leading-relaxed break-words whitespace-pre-line text-navy/85"
          lang={htmlLang(review.lang)}
        >
          {review.content}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-navy/70">
          <time dateTime={review.createTime}>
            {t('ordersPage.review.postedOn', { date: formatDate(review.createTime, lang) })}
          </time>
          <a
            href={`${productHref(productNo)}#reviews`}
            className="font-semibold text-teal-700 hover:underline"
          >
            {t('ordersPage.review.onProductPage')}
          </a>
        </p>
      </article>
    </DetailBlock>
  );
}
