import type { Strings } from './en';
import type { enAdminRegister } from './en-admin-register';

/** The register's screen and its import tab in Urdu (en-admin-register.ts), attached to ur-admin.ts. */
export const urAdminRegister: Strings<typeof enAdminRegister> = {
  title: 'مسجد کا رجسٹر',
  titleOf: '{{name}} کا رجسٹر',
  open: 'رجسٹر',
  openNamed: '{{name}} کا رجسٹر',
  keeperLink: 'رجسٹر',
  keeperCard: 'مسجد کا رجسٹر Excel سے لائیں، دہرائے گئے نام ڈھونڈیں اور اس کے لوگوں کو دعوت دیں۔',
  notAllowed: 'آپ اس مسجد کا رجسٹر نہیں رکھتے۔',
  pickMosque: 'مساجد میں سے کوئی مسجد کھولیں، پھر اس کا رجسٹر۔',
  sections: 'رجسٹر کے حصے',
  comingSoon: 'یہ حصہ جلد آ رہا ہے۔',
  tab: {
    import: 'امپورٹ',
    duplicates: 'دہرائے گئے',
    records: 'ریکارڈ',
  },
  // The import tab.
  intro:
    'مسجد کا رجسٹر {{mb}} MB تک کی Excel فائل (.xlsx) یا CSV فائل سے لائیں: پہلی قطار میں کالموں کے نام ہوں۔ آپ کی تصدیق سے پہلے کچھ شامل نہیں ہوتا۔',
  chooseFile: 'فائل چنیں',
  fileChosen: 'فائل:',
  checking: 'فائل جانچی جا رہی ہے:',
  importing: 'رجسٹر امپورٹ ہو رہا ہے:',
  stage: {
    reading: 'پڑھی جا رہی ہے',
    checking: 'قطاریں اور دہراؤ جانچے جا رہے ہیں',
    writing: 'لکھا جا رہا ہے',
    done: 'مکمل',
  },
  progressRows: '{{total}} میں سے {{done}} قطاریں',
  mappingTitle: 'کالم',
  mappingHelp:
    'چنیں کہ فائل کا کون سا کالم کون سی معلومات رکھتا ہے۔ ہم نے سرخیوں سے اندازہ لگایا ہے؛ جو غلط ہو اسے بدلیں، پھر دوبارہ جانچیں۔',
  field: {
    name: 'نام',
    mobile: 'موبائل',
    fatherName: 'والد/شوہر کا نام',
    relation: 'سربراہ خانہ سے رشتہ',
    ageOrDob: 'عمر یا تاریخ پیدائش',
    gender: 'جنس',
    address: 'پتہ',
    household: 'گھر (گھر نمبر)',
  },
  notInFile: 'فائل میں نہیں',
  checkAgain: 'دوبارہ جانچیں',
  alreadyKept: '{{count}} قطاریں پہلے سے رجسٹر میں ہیں اور چھوڑ دی جائیں گی۔',
  problemsTitle: 'مسئلے والی قطاریں ({{count}})',
  problemsNone: 'کسی قطار میں مسئلہ نہیں ہے۔',
  duplicatesTitle: 'ممکنہ دہراؤ ({{count}})',
  duplicatesNone: 'کوئی ممکنہ دہراؤ نہیں۔',
  row: 'قطار {{row}}',
  sameAsRow: 'شاید قطار {{row}} والا ہی شخص ہے',
  sameAsMember: 'شاید رکن {{name}} ہیں',
  sameAsKept: 'شاید {{name}} ہیں، جو پہلے سے رجسٹر میں ہیں',
  reason: {
    mobile: 'ایک ہی موبائل نمبر',
    nameAndDob: 'ملتا جلتا نام، ایک ہی تاریخ پیدائش',
    nameAndFather: 'ملتا جلتا نام، ایک ہی والد کا نام',
  },
  shownFirst: '{{count}} میں سے پہلے {{shown}} دکھائے گئے ہیں۔',
  consentTitle: 'رضامندی',
  consentHelp:
    'تصدیق کریں کہ اس رجسٹر کے لوگ مسجد کے پاس اپنا ریکارڈ رکھے جانے پر راضی ہوئے: بتائیں کہ ان کی رضامندی کیسے اور کب لی گئی۔',
  consentHow: 'وہ کیسے راضی ہوئے',
  consentDate: 'رضامندی لینے کی تاریخ',
  importButton: '{{people}} لوگوں کو امپورٹ کریں',
  importAnother: 'دوسری فائل امپورٹ کریں',
  historyTitle: 'اب تک کے امپورٹ',
  historyEmpty: 'اس رجسٹر میں ابھی تک کچھ امپورٹ نہیں ہوا۔',
  historyLoading: 'امپورٹ لوڈ ہو رہے ہیں...',
  historyCounts: '{{households}} گھر، {{people}} لوگ',
  consentOf: '{{date}} کو لی گئی رضامندی:',
  unclaimed:
    'رجسٹر کے {{count}} لوگوں نے ابھی تک اپنا ریکارڈ نہیں لیا؛ ان میں سے {{withMobile}} کے پاس موبائل نمبر ہے۔',
};
