import type { Strings } from './en';
import type { enTreasuryMember } from './en-treasury-member';

/** Linking a recorded gift to a member, in Urdu (en-treasury-member.ts), attached to ur-admin-treasury.ts. */
export const urTreasuryMember: Strings<typeof enTreasuryMember> = {
  label: 'ممبر (اختیاری)',
  help: 'مسجد کے ممبر کو نام یا موبائل کے آخری 4 ہندسوں سے تلاش کریں: پھر عطیہ ان کے عطیات میں ہوگا، اور انہیں رسید SMS سے ملے گی۔',
  linked: 'عطیہ اس ممبر کے عطیات میں ہوگا، اور انہیں رسید SMS سے ملے گی۔',
  typeMore: 'نام کے 3 حروف یا موبائل کے آخری 4 ہندسے لکھیں',
  searching: 'تلاش ہو رہی ہے...',
  none: 'اس مسجد کا کوئی ممبر نہیں ملا۔',
  mobileEnd: 'موبائل کے آخری ہندسے {{digits}}',
};
