import QRCode from 'qrcode';
import { isLanguage } from '../../domain/languages';
import { dayText } from '../../domain/prayer-times/override-overlaps';
import { receiptCheckPath } from '../../domain/routes';
import { amountInWords } from '../../domain/treasury/amount-words';
import type { FundKey } from '../../domain/treasury/default-funds';
import { rupeesText } from '../../domain/treasury/money';
import { documentBytes, drawLine, drawParagraph, newDocument } from './pdf-text';
import type { ReceiptPrint } from './print-data';
import { RECEIPT_WORDS, type ReceiptWords } from './receipt-texts';

const LEFT = 50;
const RIGHT = 545;
const LABEL_WIDTH = 165;
const VALUE_X = LEFT + LABEL_WIDTH + 15;
const VALUE_WIDTH = RIGHT - VALUE_X;
const GREY = '#444444';
const RED = '#B00020';

/** The receipt's public check, the address its QR code opens. */
function receiptCheckUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${receiptCheckPath(code)}`;
}

type Row = { label: keyof ReceiptWords; value: string; bold?: boolean; words?: string | null };

/**
 * A receipt as a PDF (docs/decisions/0013-baitul-maal.md): the masjid and the trust with its PAN and, when the
 * receipt was issued under one, its 80G registration; the number and day-first date; the donor as printed;
 * the amount in figures and words; the fund, the mode (and the UTR of a UPI gift); "CANCELLED" with the
 * reason once cancelled; and a QR code of its public check with the address beneath. Labels are in English
 * and, beside them, in the donor's language when that is Hindi or Urdu.
 */
export async function receiptPdf(receipt: ReceiptPrint, options: { publicUrl: string }): Promise<Buffer> {
  const en = RECEIPT_WORDS.en;
  const language = isLanguage(receipt.language) && receipt.language !== 'en' ? receipt.language : null;
  const other = language ? RECEIPT_WORDS[language] : null;
  const checkUrl = receiptCheckUrl(options.publicUrl, receipt.code);
  const qr = await QRCode.toBuffer(checkUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });

  const doc = newDocument({ Title: `${en.title} ${receipt.receiptNumber}` });
  let y = 50;

  // The masjid and the trust, the title on the right in both languages.
  drawParagraph(doc, receipt.mosqueName, LEFT, y, 300, { size: 18, bold: true });
  drawLine(doc, en.title, RIGHT - 200, y + 2, 200, { size: 14, bold: true, align: 'right' });
  if (other) drawLine(doc, other.title, RIGHT - 200, y + 22, 200, { size: 13, bold: true, align: 'right' });
  y = Math.max(doc.y, y + 44) + 4;
  y += drawParagraph(doc, receipt.legalName, LEFT, y, 330, { size: 11, bold: true });
  y += drawParagraph(doc, receipt.trustAddress, LEFT, y, 330, { size: 10, color: GREY });
  y += drawParagraph(doc, `${en.pan}: ${receipt.trustPan}`, LEFT, y, 330, { size: 10 });
  if (receipt.registration80G) {
    const from = receipt.registration80GValidFrom;
    const to = receipt.registration80GValidTo;
    const validity =
      from || to ? ` (${en.validity} ${[from, to].map((d) => (d ? dayText(d) : '…')).join(' – ')})` : '';
    y += drawParagraph(doc, `${en.registration80G}: ${receipt.registration80G}${validity}`, LEFT, y, 400, {
      size: 10,
    });
  }
  y += 10;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor('#999999').stroke();
  y += 14;

  const fundWords = (words: ReceiptWords) =>
    receipt.fundKey && receipt.fundKey in words.funds ? words.funds[receipt.fundKey as FundKey] : null;
  const rows: Row[] = [
    { label: 'receiptNumber', value: receipt.receiptNumber, bold: true },
    { label: 'date', value: dayText(receipt.issuedOn) },
    { label: 'donor', value: receipt.donorName, bold: true },
    ...(receipt.donorAddress ? [{ label: 'donorAddress' as const, value: receipt.donorAddress }] : []),
    ...(receipt.donorPan ? [{ label: 'donorPan' as const, value: receipt.donorPan }] : []),
    ...(receipt.onBehalfOf ? [{ label: 'onBehalfOf' as const, value: receipt.onBehalfOf }] : []),
    { label: 'amount', value: rupeesText(receipt.amountPaise), bold: true },
    { label: 'amountInWords', value: amountInWords(receipt.amountPaise) },
    {
      label: 'fund',
      value: receipt.fundName,
      words: other && fundWords(en) === receipt.fundName ? fundWords(other) : null,
    },
    { label: 'mode', value: en.modes[receipt.mode], words: other?.modes[receipt.mode] ?? null },
    ...(receipt.mode === 'upi' && receipt.utr ? [{ label: 'utr' as const, value: receipt.utr }] : []),
  ];
  for (const row of rows) y = drawRow(doc, row, y, other);

  if (receipt.cancelledOn) {
    y += 8;
    drawLine(doc, en.cancelled, LEFT, y, LABEL_WIDTH, { size: 20, bold: true, color: RED });
    if (other) drawLine(doc, other.cancelled, VALUE_X, y, VALUE_WIDTH, { size: 20, bold: true, color: RED });
    y += 32;
    y = drawRow(doc, { label: 'date', value: dayText(receipt.cancelledOn) }, y, other);
    y = drawRow(doc, { label: 'cancelReason', value: receipt.cancelReason ?? '' }, y, other);
  }

  // The public check: its QR code, the address beneath it, and what it is for beside it.
  y = Math.max(y + 12, 640);
  doc.image(qr, LEFT, y, { width: 100, height: 100 });
  drawLine(doc, en.check, LEFT + 120, y + 30, RIGHT - LEFT - 120, { size: 12, bold: true });
  if (other) drawLine(doc, other.check, LEFT + 120, y + 52, RIGHT - LEFT - 120, { size: 12, bold: true });
  drawLine(doc, checkUrl, LEFT, y + 104, RIGHT - LEFT, { size: 8, color: GREY });
  return documentBytes(doc);
}

/** A labelled line: the English label, the other language's under it, and the value (which may wrap). */
function drawRow(doc: PDFKit.PDFDocument, row: Row, y: number, other: ReceiptWords | null): number {
  const en = RECEIPT_WORDS.en;
  const enLabel = en[row.label] as string;
  drawLine(doc, enLabel, LEFT, y, LABEL_WIDTH, { size: 9, bold: true, color: GREY });
  let labelHeight = 14;
  if (other) {
    const rtl = other === RECEIPT_WORDS.ur;
    drawLine(doc, other[row.label] as string, LEFT, y + 12, LABEL_WIDTH, {
      size: 9,
      color: GREY,
      align: rtl ? 'right' : 'left',
    });
    labelHeight = 27;
  }
  let valueHeight = drawParagraph(doc, row.value, VALUE_X, y - 1, VALUE_WIDTH, { size: 11, bold: row.bold });
  if (row.words) {
    drawLine(doc, row.words, VALUE_X, y + valueHeight, VALUE_WIDTH, { size: 10 });
    valueHeight += 16;
  }
  return y + Math.max(labelHeight, valueHeight) + 5;
}
