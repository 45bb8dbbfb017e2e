import type { Language } from '../../domain/languages';
import type { FundKey } from '../../domain/treasury/default-funds';

/**
 * The words a receipt's PDF prints, in English and in the language the donor reads (the receipt's
 * `language`). The PDF is drawn on the server, which may not import web/'s catalogues, and its few labels are
 * the PDF's alone, so they are kept here. Urdu labels hold no Latin letters or digits where that can be
 * helped: pdfkit has no bidi, and a line of one script draws right to left by itself (fontkit shapes it).
 */
export type ReceiptWords = {
  title: string;
  trust: string;
  address: string;
  pan: string;
  registration80G: string;
  validity: string;
  receiptNumber: string;
  date: string;
  donor: string;
  donorAddress: string;
  donorPan: string;
  onBehalfOf: string;
  amount: string;
  amountInWords: string;
  fund: string;
  mode: string;
  utr: string;
  cancelled: string;
  cancelReason: string;
  check: string;
  modes: Record<'upi' | 'cash' | 'cheque' | 'bank' | 'gateway', string>;
  funds: Record<FundKey, string>;
};

const en: ReceiptWords = {
  title: 'Donation receipt',
  trust: 'Trust',
  address: 'Address',
  pan: 'PAN',
  registration80G: '80G registration',
  validity: 'Valid',
  receiptNumber: 'Receipt number',
  date: 'Date',
  donor: 'Received from',
  donorAddress: "Donor's address",
  donorPan: "Donor's PAN",
  onBehalfOf: 'On behalf of',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  fund: 'Fund',
  mode: 'Mode',
  utr: 'UPI reference (UTR)',
  cancelled: 'CANCELLED',
  cancelReason: 'Reason',
  check: 'Check this receipt',
  modes: { upi: 'UPI', cash: 'Cash', cheque: 'Cheque', bank: 'Bank transfer', gateway: 'Online payment' },
  funds: {
    general: 'General',
    zakat: 'Zakat',
    sadaqah: 'Sadaqah',
    lillah: 'Lillah',
    fitra: 'Fitra',
    construction: 'Construction',
  },
};

const hi: ReceiptWords = {
  title: 'दान की रसीद',
  trust: 'ट्रस्ट',
  address: 'पता',
  pan: 'पैन',
  registration80G: '80G पंजीकरण',
  validity: 'वैधता',
  receiptNumber: 'रसीद संख्या',
  date: 'दिनांक',
  donor: 'दानदाता',
  donorAddress: 'दानदाता का पता',
  donorPan: 'दानदाता का पैन',
  onBehalfOf: 'की ओर से',
  amount: 'राशि',
  amountInWords: 'राशि शब्दों में',
  fund: 'कोष',
  mode: 'भुगतान का तरीका',
  utr: 'यूपीआई संदर्भ',
  cancelled: 'रद्द',
  cancelReason: 'कारण',
  check: 'इस रसीद की जाँच करें',
  modes: { upi: 'यूपीआई', cash: 'नकद', cheque: 'चेक', bank: 'बैंक ट्रांसफ़र', gateway: 'ऑनलाइन भुगतान' },
  funds: {
    general: 'सामान्य',
    zakat: 'ज़कात',
    sadaqah: 'सदक़ा',
    lillah: 'लिल्लाह',
    fitra: 'फ़ितरा',
    construction: 'निर्माण',
  },
};

const ur: ReceiptWords = {
  title: 'عطیے کی رسید',
  trust: 'ٹرسٹ',
  address: 'پتہ',
  pan: 'پین',
  registration80G: 'اسی جی رجسٹریشن',
  validity: 'مدت',
  receiptNumber: 'رسید نمبر',
  date: 'تاریخ',
  donor: 'عطیہ دہندہ',
  donorAddress: 'عطیہ دہندہ کا پتہ',
  donorPan: 'عطیہ دہندہ کا پین',
  onBehalfOf: 'کی جانب سے',
  amount: 'رقم',
  amountInWords: 'رقم لفظوں میں',
  fund: 'فنڈ',
  mode: 'ادائیگی کا طریقہ',
  utr: 'یو پی آئی حوالہ',
  cancelled: 'منسوخ',
  cancelReason: 'وجہ',
  check: 'اس رسید کی تصدیق کریں',
  modes: { upi: 'یو پی آئی', cash: 'نقد', cheque: 'چیک', bank: 'بینک ٹرانسفر', gateway: 'آن لائن ادائیگی' },
  funds: {
    general: 'عام',
    zakat: 'زکوٰۃ',
    sadaqah: 'صدقہ',
    lillah: 'للہ',
    fitra: 'فطرہ',
    construction: 'تعمیر',
  },
};

export const RECEIPT_WORDS: Record<Language, ReceiptWords> = { en, hi, ur };
