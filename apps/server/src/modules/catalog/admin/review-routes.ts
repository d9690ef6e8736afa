import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { reviewList, setReviewHidden } from './reviews.ts';

/** The moderation of reviews (customers.manage: support and owners); route() checks the session and permission. */
export function adminReviewRoutes(app: FastifyInstance): void {
  route(app, admin.adminReviewList, ({ input, lang }) => reviewList(app.db, lang, input));

  for (const [endpoint, hidden] of [
    [admin.adminReviewHide, true],
    [admin.adminReviewShow, false],
  ] as const) {
    route(app, endpoint, async ({ input, lang, staff, request }) => {
      const review = await setReviewHidden(app.db, lang, input.id, hidden, {
        staffId: staff!.staffId,
        ip: request.ip,
      });
      app.changes.changed();
      return new Answer(review, t(lang, hidden ? 'reviewHidden' : 'reviewShown', { title: review.title }));
    });
  }
}
