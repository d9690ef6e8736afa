import { CODE, type Lang } from '@printshop/contract';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../i18n/messages.ts';
import { escapeHtml } from '../mail/summary.ts';
import { orderById } from '../orders/history.ts';
import { findLineItem } from '../orders/items.ts';
import { STATE_WORDS } from './rules.ts';

/**
 * The ticket's own policy: its inline stylesheet and the shop's images, nothing else (no script:
 * staff print it with the browser's Print).
 */
export const TICKET_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;color:#111;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
header{display:flex;justify-content:space-between;gap:1.5rem;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:.75rem}
h1{font-size:1.5rem;margin:0}.big{font-size:1.25rem;font-weight:700;margin:.25rem 0 0}
.qr{width:9rem;text-align:center;font-size:.75rem}.qr svg{width:9rem;height:9rem}
table{border-collapse:collapse;width:100%;margin-top:1rem}th,td{text-align:left;vertical-align:top;padding:.45rem .5rem;border-bottom:1px solid #ccc}
th{width:10rem}ul{margin:0;padding-left:1.1rem}a{color:inherit;word-break:break-all}
@media print{body{margin:0;max-width:none}a{text-decoration:none}@page{margin:12mm}}`;

const row = (label: string, valueHtml: string) =>
  `<tr><th>${escapeHtml(label)}</th><td>${valueHtml}</td></tr>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The printable job ticket of an item, in the staff member's language: order, product, every
 * option, quantity, design files, due date, customer, and a QR code that opens the item in the
 * back office (`/admin/orders/<order>#item-<item>`). Every value is escaped.
 */
export async function jobTicket(db: Db, itemId: number, lang: Lang, publicUrl: string): Promise<string> {
  const line = await findLineItem(db, itemId);
  if (!line) throw new HttpError(CODE.notFound, 'itemNotFound');
  const order = await orderById(db, lang, line.orderId);
  const item = order?.busOrderItemList.find((one) => one.id === itemId);
  if (!order || !item) throw new HttpError(CODE.notFound, 'itemNotFound');
  const adminUrl = `${publicUrl}/admin/orders/${order.id}#item-${item.id}`;
  const qr = await QRCode.toString(adminUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const customer = order.sAddressbo;
  const files = item.filelist.map((url) => {
    const absolute = escapeHtml(`${publicUrl}${url}`);
    return `<a href="${absolute}">${absolute}</a>`;
  });
  const title = `${t(lang, 'ticketTitle')} ${order.orderNo} #${item.id}`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><div><h1>${escapeHtml(t(lang, 'ticketTitle'))}</h1>
<p class="big">${escapeHtml(order.orderNo)} · #${item.id}</p>
<p class="big">${escapeHtml(item.productName)} × ${item.qty}</p></div>
<figure class="qr">${qr}<figcaption>${escapeHtml(t(lang, 'ticketScan'))}</figcaption></figure></header>
<table>
${row(t(lang, 'ticketOrder'), escapeHtml(order.orderNo))}
${row(t(lang, 'ticketItem'), `#${item.id}`)}
${row(t(lang, 'ticketProduct'), `${escapeHtml(item.productName)} (${escapeHtml(item.productNo)})`)}
${row(t(lang, 'ticketOptions'), list(item.productAttributeVOList.map((a) => `${escapeHtml(a.key)}: ${escapeHtml(a.value)}`)))}
${row(t(lang, 'ticketQuantity'), String(item.qty))}
${row(t(lang, 'ticketFiles'), files.length ? list(files) : escapeHtml(t(lang, 'ticketNoFiles')))}
${row(t(lang, 'ticketDue'), escapeHtml(line.dueAt ? line.dueAt.toISOString().slice(0, 10) : t(lang, 'ticketNotPaid')))}
${row(t(lang, 'ticketState'), escapeHtml(t(lang, STATE_WORDS[line.state])))}
${row(t(lang, 'ticketCustomer'), list([`${customer.firstname} ${customer.lastname}`, customer.companyName, customer.email, customer.phone].filter(Boolean).map(escapeHtml)))}
</table></body></html>
`;
}
