import type { Strings } from './en';
import type { enAdminRegisterRecords } from './en-admin-register-records';

/** The register's Records tab in Urdu (en-admin-register-records.ts has the English and the why). */
export const urAdminRegisterRecords: Strings<typeof enAdminRegisterRecords> = {
  intro:
    'رجسٹر کے وہ لوگ جنہوں نے ابھی اپنا ریکارڈ نہیں لیا۔ چنیں کہ کسے SMS سے اپنے نمبر سے سائن ان کرنے کی دعوت بھیجنی ہے، یا ہٹائے جانے کے لیے کہنے والے شخص کو ہٹائیں۔',
  nameFilter: 'نام سے تلاش کریں',
  withMobile: 'موبائل نمبر والے',
  listLabel: 'رجسٹر کے ریکارڈ',
  selectAll: 'اس صفحے پر سب چنیں',
  selectNamed: '{{name}} کو چنیں',
  none: 'کوئی ریکارڈ نہیں ملا۔',
  noneYet: 'رجسٹر میں ابھی کوئی ریکارڈ نہیں، یا سب لے لیے گئے۔',
  head: 'گھر کے سربراہ',
  relation: 'رشتہ: {{relation}}',
  noMobile: 'موبائل نمبر نہیں',
  born: 'پیدائش {{date}}',
  bornAbout: 'پیدائش تقریباً {{date}} (عمر سے)',
  row: 'فائل کی قطار {{row}}',
  invited: '{{date}} کو دعوت بھیجی',
  invite_one: 'دعوت بھیجیں ({{count}})',
  invite_other: 'دعوتیں بھیجیں ({{count}})',
  inviteQuestion_one: '{{count}} دعوت بھیجیں؟',
  inviteQuestion_other: '{{count}} دعوتیں بھیجیں؟',
  inviteSms_one:
    'اس میں پورٹل کے بجٹ کے {{count}} SMS لگیں گے (ہر موبائل نمبر پر ایک)۔ اس میں لکھا ہوگا کہ کون سی مسجد بلا رہی ہے، اور پورٹل کا پتا جہاں اس نمبر سے سائن ان کرنا ہے۔',
  inviteSms_other:
    'اس میں پورٹل کے بجٹ کے {{count}} SMS لگیں گے (ہر موبائل نمبر پر ایک)۔ اس میں لکھا ہوگا کہ کون سی مسجد بلا رہی ہے، اور پورٹل کا پتا جہاں اس نمبر سے سائن ان کرنا ہے۔',
  inviteWithoutMobile_one: 'چنے گئے {{count}} شخص کا موبائل نمبر نہیں، اسے SMS نہیں جائے گا۔',
  inviteWithoutMobile_other: 'چنے گئے {{count}} لوگوں کا موبائل نمبر نہیں، انہیں SMS نہیں جائے گا۔',
  inviteLanguage: 'SMS کی زبان',
  send: 'بھیجیں',
  sending: 'بھیجا جا رہا ہے...',
  remove: 'ہٹائیں',
  removeNamed: '{{name}} کو ہٹائیں',
  removeQuestion: '{{name}} کو رجسٹر سے ہٹائیں؟',
  removeText:
    'صرف اس شخص کے لیے جس نے مسجد کے رجسٹر سے ہٹائے جانے کو کہا ہے۔ ان کا ریکارڈ ہمیشہ کے لیے مٹ جائے گا؛ اگر وہ گھر کے سربراہ ہیں تو گھر کا اگلا شخص سربراہ بنے گا۔',
  keeper: {
    label: 'اس مسجد کا رجسٹر رکھ سکتے ہیں',
    onQuestion: '{{name}} کو {{mosque}} کا رجسٹر رکھنے دیں؟',
    offQuestion: '{{name}} کا {{mosque}} کا رجسٹر رکھنا بند کریں؟',
    onText:
      'وہ رجسٹر امپورٹ کریں گے، ڈپلیکیٹ ملائیں گے، اس کے لوگوں کو SMS سے دعوت بھیجیں گے اور ریکارڈ ہٹائیں گے۔ ہر تبدیلی آڈٹ لاگ میں رہتی ہے۔',
    offText: 'وہ اب مسجد کے رجسٹر میں امپورٹ، ملانا، دعوت یا ہٹانا نہیں کر سکیں گے۔',
  },
};
