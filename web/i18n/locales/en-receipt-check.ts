/**
 * The receipt's public check, /receipt/<code>, the page a receipt's QR code and SMS open: drawn by the server
 * (server/http/receipt-check-page.ts), in English; hi-receipt-check.ts and ur-receipt-check.ts carry the same
 * keys. The default funds are named by the giving texts' `funds`; the page shows nothing about the donor
 * (docs/decisions/0013-baitul-maal.md).
 */
export const enReceiptCheck = {
  pageTitle: 'Receipt check',
  genuineTitle: 'Genuine receipt',
  genuineText: 'This receipt was issued by the masjid below and has not been cancelled.',
  cancelledTitle: 'This receipt was cancelled',
  cancelledText: 'The masjid cancelled this receipt. It is not proof of a gift.',
  notFoundTitle: 'No receipt has this code',
  notFoundText:
    'Check that the whole address was copied from the receipt, or ask the masjid that gave the receipt.',
  details: 'Receipt details',
  masjid: 'Masjid',
  receiptNumber: 'Receipt number',
  amount: 'Amount',
  fund: 'Fund',
  date: 'Date',
  privacyNote: 'This page shows nothing about the donor.',
};
