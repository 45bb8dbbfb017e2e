import type { Strings } from './en';
import type { enRegisterClaim } from './en-register-claim';

/** A member's offer of their register record, in Urdu (en-register-claim.ts has the English and the why). */
export const urRegisterClaim: Strings<typeof enRegisterClaim> = {
  heading: 'مسجد کے رجسٹر میں آپ کا ریکارڈ',
  offer_one: '{{mosque}} کے رجسٹر میں {{name}} کا ریکارڈ ہے، خاندان کے {{count}} فرد کے ساتھ۔ کیا یہ آپ ہیں؟',
  offer_other:
    '{{mosque}} کے رجسٹر میں {{name}} کا ریکارڈ ہے، خاندان کے {{count}} افراد کے ساتھ۔ کیا یہ آپ ہیں؟',
  claim: 'ہاں، اسے میرے اکاؤنٹ میں شامل کریں',
  claiming: 'شامل کیا جا رہا ہے...',
  notNow: 'ابھی نہیں',
  claimed: 'رجسٹر سے آپ کا خاندان اب آپ کے خاندان کے صفحے پر ہے۔',
  seeFamily: 'میرا خاندان دیکھیں',
  /** A date of birth, or an age, made from an age in the register (/family and a family member's page). */
  approximately: '{{value}} (اندازاً)',
};
