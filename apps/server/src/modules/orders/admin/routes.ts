import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { shopDay } from '../../../lib/shop-days.ts';
import { addCoupon, couponList, updateCoupon } from './coupons.ts';
import { ordersCsv } from './csv.ts';
import { adminOrder } from './detail.ts';
import { adminOrderList, orderCountCache } from './list.ts';
import { addOrderNote } from './notes.ts';
import { saveShippingRates, saveTaxRates, shippingRateList, taxRateList } from './selling-rules.ts';

/** The back office's order calls and the checkout's rules (coupons, tax, shipping) (docs/staff.md); route() checks the session and permission. */
export function adminOrderRoutes(app: FastifyInstance): void {
  const counts = orderCountCache();
  const { shopTimeZone: timeZone } = app.config;
  route(app, admin.adminOrderList, ({ input, lang }) =>
    adminOrderList(app.db, lang, { ...input, timeZone }, counts),
  );

  route(app, admin.adminOrdersCsv, ({ input, lang, reply }) => {
    reply.header('content-disposition', `attachment; filename="orders-${shopDay(new Date(), timeZone)}.csv"`);
    return ordersCsv(app.db, lang, { ...input, timeZone });
  });

  route(app, admin.adminOrderDetail, ({ input, lang }) => adminOrder(app.db, lang, input.id));

  route(app, admin.addOrderNote, async ({ input, lang, staff, request }) => {
    const note = await addOrderNote(app.db, input.id, input.text, {
      staffId: staff!.staffId,
      name: staff!.name,
      ip: request.ip,
    });
    return new Answer(note, t(lang, 'orderNoteAdded'));
  });

  route(app, admin.adminCouponList, async () => ({ list: await couponList(app.db, timeZone) }));

  route(app, admin.adminCouponCreate, async ({ input, lang, staff, request }) => {
    const coupon = await addCoupon(app.db, input, { staffId: staff!.staffId, ip: request.ip, timeZone });
    return new Answer(coupon, t(lang, 'couponCreated', { code: coupon.code }));
  });

  route(app, admin.adminCouponUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const coupon = await updateCoupon(app.db, id, fields, {
      staffId: staff!.staffId,
      ip: request.ip,
      timeZone,
    });
    return new Answer(coupon, t(lang, 'couponSaved', { code: coupon.code }));
  });

  route(app, admin.adminTaxRates, async ({ lang }) => ({ list: await taxRateList(app.db, lang) }));

  route(app, admin.adminSaveTaxRates, async ({ input, lang, staff, request }) => {
    await saveTaxRates(app.db, input.rates, { staffId: staff!.staffId, ip: request.ip });
    return new Answer({ list: await taxRateList(app.db, lang) }, t(lang, 'taxRatesSaved'));
  });

  route(app, admin.adminShippingRates, async ({ lang }) => ({ list: await shippingRateList(app.db, lang) }));

  route(app, admin.adminSaveShippingRates, async ({ input, lang, staff, request }) => {
    await saveShippingRates(app.db, input.rates, { staffId: staff!.staffId, ip: request.ip });
    return new Answer({ list: await shippingRateList(app.db, lang) }, t(lang, 'shippingRatesSaved'));
  });
}
