import { CODE, type Lang, pick } from '@printshop/contract';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../i18n/messages.ts';
import { shopDay } from '../../lib/shop-days.ts';
import { withRegionNames } from '../addresses/region-names.ts';
import { addressLines } from '../orders/mails.ts';
import { ticketLines } from '../orders/ticket-lines.ts';
import { ticketArtwork } from './artwork.ts';
import { proofsOfItems } from './proofs.ts';
import { STATE_WORDS } from './rules.ts';
import { ticketDocument } from './ticket-page.ts';
import { printQuantity } from './ticket-quantity.ts';

const itemList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * The printable job tickets of items (docs/product.md#production), in the order asked, one a
 * printed page, in the staff member's language: order, product, its options, one quantity, the
 * artwork to print and what it replaced, due date, state, ship-to address, and a QR code that
 * opens the item in the back office (`/admin/orders/<order>#item-<item>`). An unknown item is
 * 404 and a cancelled one 409, both naming the items. Three queries however many items: the
 * items with their orders, their proofs, and the names of the places they ship to.
 */
export async function jobTickets(
  db: Db,
  itemIds: readonly number[],
  lang: Lang,
  { publicUrl, shopTimeZone }: Pick<Config, 'publicUrl' | 'shopTimeZone'>,
): Promise<string> {
  const ids = [...new Set(itemIds)];
  const [found, proofs] = await Promise.all([ticketLines(db, ids), proofsOfItems(db, ids)]);
  const byId = new Map(found.map((line) => [line.id, line]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw new HttpError(CODE.notFound, 'ticketNotFound', { items: itemList(missing) });
  }
  const lines = ids.map((id) => byId.get(id)!);
  const cancelled = lines.filter((line) => line.cancelled);
  if (cancelled.length)
    throw new HttpError(CODE.conflict, 'ticketCancelled', {
      items: itemList(cancelled.map((line) => line.id)),
    });
  const shipTo = await withRegionNames(
    db,
    lang,
    lines.map((line) => line.shippingAddress),
  );
  const views = await Promise.all(
    lines.map(async (line, index) => {
      const { quantity, options } = printQuantity(line.attributes, line.qty, lang);
      const adminUrl = `${publicUrl}/admin/orders/${line.orderId}#item-${line.id}`;
      return {
        orderNo: line.orderNo,
        itemId: line.id,
        productName: pick(line.productName, lang),
        productNo: line.productNo,
        quantity,
        options,
        // A day as YYYY-MM-DD reads the same in both languages; the shop's day, as the back office shows it.
        due: line.dueAt ? shopDay(line.dueAt, shopTimeZone) : t(lang, 'ticketNotPaid'),
        state: t(lang, STATE_WORDS[line.state]),
        shipTo: addressLines(shipTo[index]!),
        artwork: ticketArtwork(line.state, line.files, proofs.get(line.id) ?? []),
        qrSvg: await QRCode.toString(adminUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      };
    }),
  );
  return ticketDocument(views, lang, publicUrl);
}
