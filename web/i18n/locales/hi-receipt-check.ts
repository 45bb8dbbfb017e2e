import type { Strings } from './en';
import type { enReceiptCheck } from './en-receipt-check';

/** The receipt's public check in Hindi (en-receipt-check.ts has the English and says where it shows). */
export const hiReceiptCheck: Strings<typeof enReceiptCheck> = {
  pageTitle: 'रसीद की जाँच',
  genuineTitle: 'असली रसीद',
  genuineText: 'यह रसीद नीचे दी गई मस्जिद ने जारी की है और रद्द नहीं की गई है।',
  cancelledTitle: 'यह रसीद रद्द कर दी गई थी',
  cancelledText: 'मस्जिद ने यह रसीद रद्द कर दी है। यह दान का सबूत नहीं है।',
  notFoundTitle: 'इस कोड की कोई रसीद नहीं है',
  notFoundText: 'देखें कि रसीद से पूरा पता कॉपी हुआ है, या रसीद देने वाली मस्जिद से पूछें।',
  details: 'रसीद की जानकारी',
  masjid: 'मस्जिद',
  receiptNumber: 'रसीद नंबर',
  amount: 'रक़म',
  fund: 'फ़ंड',
  date: 'तारीख़',
  privacyNote: 'यह पेज दान देने वाले के बारे में कुछ नहीं दिखाता।',
};
