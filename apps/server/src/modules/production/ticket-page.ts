import { api, type Lang } from '@printshop/contract';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { escapeHtml } from '../mail/summary.ts';
import type { Artwork, ArtworkStatus, TicketArtwork } from './artwork.ts';

/**
 * The ticket's own policy: its inline stylesheet and the shop's images, nothing else (no script:
 * staff print it with the browser's Print).
 */
export const TICKET_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// One ticket a printed page: each ticket after the first starts a new page.
const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;color:#111;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
.ticket+.ticket{break-before:page;page-break-before:always;margin-top:3rem}
header{display:flex;justify-content:space-between;gap:1.5rem;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:.75rem}
h1{font-size:1.5rem;margin:0}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}.big{font-size:1.25rem;font-weight:700;margin:.25rem 0 0}
.qr{width:9rem;margin:0;text-align:center;font-size:.75rem}.qr svg{width:9rem;height:9rem}
table{border-collapse:collapse;width:100%;margin-top:1rem}th,td{text-align:left;vertical-align:top;padding:.45rem .5rem;border-bottom:1px solid #ccc}
th{width:10rem}ul{margin:0;padding-left:1.1rem}a{color:inherit;word-break:break-all}
.artwork{border:2px solid #111;padding:.75rem;margin:0}.artwork img{display:block;max-width:100%;max-height:9cm;margin-bottom:.5rem}
.status{font-weight:700}
@media print{body{margin:0;max-width:none}a{text-decoration:none}@page{margin:12mm}}`;

/** What a ticket shows of one item, every text already in the reader's language and unescaped. */
interface TicketView {
  orderNo: string;
  itemId: number;
  productName: string;
  productNo: string;
  quantity: string;
  options: { key: string; value: string }[];
  due: string;
  state: string;
  shipTo: string[];
  artwork: TicketArtwork;
  /** The QR code, an SVG element made by the qrcode library. */
  qrSvg: string;
}

const row = (label: string, valueHtml: string) =>
  `<tr><th>${escapeHtml(label)}</th><td>${valueHtml}</td></tr>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const IMAGE = /\.(png|jpe?g|webp|gif)$/i;

/** A customer's file as a picture: an upload's preview (a PDF's first page), or an image elsewhere as it is. */
function filePreview(url: string): string {
  if (api.UPLOAD_URL.test(url)) return api.uploadPreviewUrl(url);
  return IMAGE.test(url) ? url : '';
}

const STATUS_WORDS: Record<ArtworkStatus, MessageKey> = {
  replaced: 'ticketReplaced',
  awaitingAnswer: 'ticketAwaitingAnswer',
  latestFile: 'ticketLatestFile',
};

function artworkName(artwork: Artwork, lang: Lang): string {
  return artwork.kind === 'proof'
    ? t(lang, 'ticketProof', { version: artwork.version })
    : t(lang, 'ticketFile', { number: artwork.number });
}

/** The file's address in full, so a printed ticket still says where the file is. */
function fileLink(url: string, publicUrl: string): string {
  const absolute = escapeHtml(`${publicUrl}${url}`);
  return `<a href="${absolute}">${absolute}</a>`;
}

function artworkToPrint(artwork: Artwork | null, lang: Lang, publicUrl: string): string {
  if (!artwork) return `<p class="status">${escapeHtml(t(lang, 'ticketNothingApproved'))}</p>`;
  const name = escapeHtml(artworkName(artwork, lang));
  const how = t(lang, artwork.kind === 'proof' ? 'ticketProofApproved' : 'ticketFilesApproved');
  const preview = artwork.kind === 'proof' ? artwork.previewUrl : filePreview(artwork.url);
  // The picture from the shop itself (the policy's img-src 'self'), whatever PUBLIC_URL says.
  const image = preview ? `<img src="${escapeHtml(preview)}" alt="${name}">` : '';
  return `${image}<p><span class="status">${name}</span> · ${escapeHtml(how)}<br>${fileLink(artwork.url, publicUrl)}</p>`;
}

function ticketHtml(view: TicketView, lang: Lang, publicUrl: string): string {
  const { toPrint, others } = view.artwork;
  const earlier = others.map(
    ({ artwork, status }) =>
      `${escapeHtml(artworkName(artwork, lang))} · <span class="status">${escapeHtml(t(lang, STATUS_WORDS[status]))}</span><br>${fileLink(artwork.url, publicUrl)}`,
  );
  const options = view.options.map(({ key, value }) => `${escapeHtml(key)}: ${escapeHtml(value)}`);
  return `<article class="ticket"><header><div><h1>${escapeHtml(t(lang, 'ticketTitle'))}</h1>
<p class="big">${escapeHtml(view.orderNo)} · #${view.itemId}</p>
<p class="big">${escapeHtml(view.productName)}</p>
<p class="big">${escapeHtml(t(lang, 'ticketQuantity', { quantity: view.quantity }))}</p></div>
<figure class="qr">${view.qrSvg}<figcaption>${escapeHtml(t(lang, 'ticketScan'))}</figcaption></figure></header>
<table>
${row(t(lang, 'ticketOrder'), escapeHtml(view.orderNo))}
${row(t(lang, 'ticketItem'), `#${view.itemId}`)}
${row(t(lang, 'ticketProduct'), `${escapeHtml(view.productName)} (${escapeHtml(view.productNo)})`)}
${row(t(lang, 'ticketOptions'), options.length ? list(options) : '')}
${row(t(lang, 'ticketDue'), escapeHtml(view.due))}
${row(t(lang, 'ticketState'), escapeHtml(view.state))}
${row(t(lang, 'ticketShipTo'), view.shipTo.map(escapeHtml).join('<br>'))}
</table>
<h2>${escapeHtml(t(lang, 'ticketArtwork'))}</h2>
<section class="artwork">${artworkToPrint(toPrint, lang, publicUrl)}</section>
${earlier.length ? `<h2>${escapeHtml(t(lang, 'ticketOthers'))}</h2>${list(earlier)}` : ''}
</article>`;
}

/** One HTML document of job tickets, one a printed page, every value escaped. */
export function ticketDocument(views: TicketView[], lang: Lang, publicUrl: string): string {
  const orders = [...new Set(views.map((view) => view.orderNo))].join(', ');
  const title = `${t(lang, 'ticketTitle')} ${orders}`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
${views.map((view) => ticketHtml(view, lang, publicUrl)).join('\n')}
</body></html>
`;
}
