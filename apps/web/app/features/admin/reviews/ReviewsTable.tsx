import type { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { orderPath } from '../orders/order-query';
import { useOrderAction } from '../orders/use-order-action';
import { CardTable } from '../ui/CardTable';
import { OnOffChip } from '../ui/OnOffChip';
import { ProductCell } from '../ui/ProductCell';
import { RowAction } from '../ui/RowAction';
import { RowActionsCell } from '../ui/RowActionsCell';

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of reviews: the product, the stars, the title and text in the language they were
 * written in, who wrote it and when, the order a buyer's review is of, and whether the product page
 * shows it, with the button that hides or shows it again. On a phone each row is a card (admin.css).
 */
export function ReviewsTable({ rows }: { rows: admin.AdminReview[] }) {
  const texts = useAdminTexts();
  const labels = texts.reviews;
  const { columns } = labels;
  const clock = useAdminTime();
  const { run, busy } = useOrderAction();

  const toggle = (review: admin.AdminReview) =>
    run(async (client) => {
      const { id } = review;
      const answer = review.hidden
        ? await client.callWithMsg('adminReviewShow', { id })
        : await client.callWithMsg('adminReviewHide', { id });
      return answer.msg;
    });

  return (
    <CardTable
      minWidth="md:min-w-[60rem]"
      titles={[
        columns.product,
        columns.stars,
        columns.review,
        columns.author,
        columns.date,
        columns.order,
        columns.visibility,
      ]}
      actions={columns.actions}
    >
      {rows.map((review) => (
        <tr
          key={review.id}
          className={`border-b border-navy/5 last:border-0 ${review.hidden ? 'text-navy/60' : ''}`}
        >
          <ProductCell label={columns.product} productNo={review.productNo} name={review.productName} />
          <td data-label={columns.stars} className={`${CELL} whitespace-nowrap`}>
            {interpolate(labels.starsOf, { count: review.fraction })}
          </td>
          <td data-label={columns.review} className={`${CELL} max-w-md`}>
            <p className="font-semibold break-words" lang={review.lang}>
              {review.title}
            </p>
            <p className="break-words whitespace-pre-line text-navy/80" lang={review.lang}>
              {review.content}
            </p>
            <p className="mt-1 text-xs text-navy/60">{labels.writtenIn[review.lang]}</p>
          </td>
          <td data-label={columns.author} className={CELL}>
            {review.author}
            {review.verified ? <span className="block text-xs text-navy/60">{labels.verified}</span> : null}
          </td>
          <td data-label={columns.date} className={`${CELL} md:whitespace-nowrap`}>
            {clock.day(review.createTime)}
          </td>
          <td data-label={columns.order} className={`${CELL} whitespace-nowrap`}>
            {review.order ? (
              <Link to={orderPath(review.order.id)} className="font-mono text-teal-800 hover:underline">
                {review.order.orderNo}
              </Link>
            ) : (
              labels.noOrder
            )}
          </td>
          <td data-label={columns.visibility} className={CELL}>
            <OnOffChip on={!review.hidden} onText={labels.shown} offText={labels.hidden} />
          </td>
          <RowActionsCell>
            <RowAction
              kind={review.hidden ? 'change' : 'remove'}
              label={interpolate(review.hidden ? labels.showOf : labels.hideOf, { title: review.title })}
              onClick={() => !busy && toggle(review)}
            >
              {review.hidden ? labels.show : labels.hide}
            </RowAction>
          </RowActionsCell>
        </tr>
      ))}
    </CardTable>
  );
}
