import type { Strings } from './en';
import type { enReceiptCheck } from './en-receipt-check';

/** The receipt's public check in Urdu (en-receipt-check.ts has the English and says where it shows). */
export const urReceiptCheck: Strings<typeof enReceiptCheck> = {
  pageTitle: 'رسید کی جانچ',
  genuineTitle: 'اصلی رسید',
  genuineText: 'یہ رسید نیچے دی گئی مسجد نے جاری کی ہے اور منسوخ نہیں کی گئی۔',
  cancelledTitle: 'یہ رسید منسوخ کر دی گئی تھی',
  cancelledText: 'مسجد نے یہ رسید منسوخ کر دی ہے۔ یہ عطیے کا ثبوت نہیں ہے۔',
  notFoundTitle: 'اس کوڈ کی کوئی رسید نہیں ہے',
  notFoundText: 'دیکھیں کہ رسید سے پورا پتہ کاپی ہوا ہے، یا رسید دینے والی مسجد سے پوچھیں۔',
  details: 'رسید کی تفصیل',
  masjid: 'مسجد',
  receiptNumber: 'رسید نمبر',
  amount: 'رقم',
  fund: 'فنڈ',
  date: 'تاریخ',
  privacyNote: 'یہ صفحہ عطیہ دینے والے کے بارے میں کچھ نہیں دکھاتا۔',
};
