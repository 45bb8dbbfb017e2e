import type { FunctionOutput } from '../../domain/catalogue';
import { rupeesText } from '../../domain/treasury/money';
import { escapeHtml } from './html-escape';
import { type PageFrame, pageDocument } from './public-masjid-page';

/**
 * A receipt's public check, the page its QR code and SMS open: plain HTML drawn per request, readable without
 * JavaScript, in the reader's language. It says whether the receipt is genuine or was cancelled, with the
 * masjid, the number, the amount, the fund and the date, and nothing about the donor: anyone holding the
 * paper can open it (docs/decisions/0013-baitul-maal.md, PRIVACY.md).
 */

/** What verifyReceipt answers for a code that is a receipt's. */
export type ReceiptCheck = FunctionOutput<'verifyReceipt'>;

const h = escapeHtml;

/**
 * The verdict in colour as well as in words and a mark, so that it is told apart at a glance and without
 * colour; each pair of colours has a contrast above 7:1.
 */
const CSS = `
.verdict{display:flex;gap:12px;align-items:flex-start;border-radius:8px;padding:12px 16px;margin:8px 0 16px;border:2px solid}
.verdict h1{margin:0;font-size:1.5rem}
.verdict p{margin:4px 0 0}
.verdict .mark{flex:none;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;color:#fff;font-size:1.5rem;font-weight:700;line-height:1}
.genuine{background:#E8F5E9;border-color:#1B5E20;color:#0B3D0F}
.genuine .mark{background:#1B5E20}
.cancelled{background:#FFEBEE;border-color:#B71C1C;color:#7F0000}
.cancelled .mark{background:#B71C1C}
.unknown{background:#fff;border-color:#555}
.unknown .mark{background:#333}
.details{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:8px 16px;margin:0}
.details dt{font-weight:600;color:#333}
.details dd{margin:0;overflow-wrap:anywhere}
.cancelled-amount{text-decoration:line-through}
`;

/** No search engine keeps a receipt's page: its address is for the paper's holder, not for the web. */
const HEAD = `<meta name="robots" content="noindex, nofollow"><style>${CSS}</style>\n`;

/** A receipt's day ('2026-04-15') day first, as the receipt prints it: 15/04/2026. */
function dayFirst(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

function verdict(kind: 'genuine' | 'cancelled' | 'unknown', mark: string, title: string, text: string) {
  return `<section class="verdict ${kind}" aria-labelledby="verdict-heading">
<span class="mark" aria-hidden="true">${mark}</span>
<div><h1 id="verdict-heading">${h(title)}</h1><p>${h(text)}</p></div>
</section>`;
}

/** The receipt's details: never the donor's name, PAN, mobile or anything else about them. */
function details(frame: PageFrame, receipt: ReceiptCheck): string {
  const { words, funds } = frame.build.receiptCheck[frame.language];
  // A default fund in the reader's language by its key; a fund the committee added by the name it was given.
  const fund = (receipt.fundKey && funds[receipt.fundKey]) || receipt.fundName || '';
  const amount = receipt.amountPaise === null ? '' : rupeesText(receipt.amountPaise);
  const row = (label: string | undefined, value: string) => `<dt>${h(label ?? '')}</dt><dd>${value}</dd>`;
  // Numbers, amounts and dates read left to right in Urdu too, as the receipt prints them.
  const ltr = (text: string) => `<span dir="ltr">${h(text)}</span>`;
  return `<section class="card" aria-labelledby="details-heading">
<h2 id="details-heading">${h(words.details ?? '')}</h2>
<dl class="details">
${row(words.masjid, h(receipt.mosqueName ?? ''))}
${row(words.receiptNumber, ltr(receipt.receiptNumber ?? ''))}
${row(words.amount, ltr(amount))}
${row(words.fund, h(fund))}
${row(words.date, ltr(receipt.issuedOn ? dayFirst(receipt.issuedOn) : ''))}
</dl>
</section>
<p class="note">${h(words.privacyNote ?? '')}</p>`;
}

/** A receipt that exists: genuine with a check mark, or cancelled in red and in words; then its details. */
export function renderReceiptCheck(frame: PageFrame, receipt: ReceiptCheck): string {
  const { words } = frame.build.receiptCheck[frame.language];
  const top = receipt.cancelled
    ? verdict('cancelled', '✕', words.cancelledTitle ?? '', words.cancelledText ?? '')
    : verdict('genuine', '✓', words.genuineTitle ?? '', words.genuineText ?? '');
  const title = receipt.cancelled ? words.cancelledTitle : words.genuineTitle;
  return pageDocument(
    frame,
    `${title ?? ''} · ${words.pageTitle ?? ''}`,
    top + details(frame, receipt),
    false,
    HEAD,
  );
}

/** A code that is no receipt's: said plainly, with what to do. */
export function renderReceiptNotFound(frame: PageFrame): string {
  const { words } = frame.build.receiptCheck[frame.language];
  const content = verdict('unknown', '?', words.notFoundTitle ?? '', words.notFoundText ?? '');
  return pageDocument(frame, `${words.notFoundTitle ?? ''} · ${words.pageTitle ?? ''}`, content, false, HEAD);
}
