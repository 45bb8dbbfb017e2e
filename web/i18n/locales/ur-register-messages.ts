import type { REGISTER_MESSAGES } from '../../../domain/register/register-messages';
import type { Strings } from './en';

/** The register's server messages in Urdu (domain/register/register-messages.ts), taken into ur.ts. */
export const urRegisterMessages: Strings<typeof REGISTER_MESSAGES> = {
  registerFileNotSpreadsheet: 'یہ فائل اسپریڈشیٹ نہیں ہے۔ براہ کرم Excel فائل (.xlsx) یا CSV فائل چنیں',
  registerFileTooLarge: 'یہ فائل {{mb}} MB سے بڑی ہے۔ براہ کرم اسے چھوٹی فائلوں میں بانٹیں',
  registerFileTooManyRows: 'اس فائل میں {{max}} سے زیادہ قطاریں ہیں۔ براہ کرم اسے چھوٹی فائلوں میں بانٹیں',
  registerFileEmpty: 'اس فائل میں سرخیوں کے نیچے کوئی قطار نہیں ہے',
  registerFileName: 'براہ کرم فائل کا ایسا نام دیں جو .xlsx یا .csv پر ختم ہو',
  registerNameColumnMissing: 'براہ کرم چنیں کہ نام کس کالم میں ہے',
  registerColumnUnknown: 'فائل میں "{{column}}" نام کا کوئی کالم نہیں ہے',
  registerRowBlank: 'قطار {{row}} خالی ہے',
  registerRowNameMissing: 'قطار {{row}} میں کوئی نام نہیں ہے',
  registerRowMobileInvalid:
    'قطار {{row}}: موبائل نمبر "{{value}}" 10 ہندسوں کا ہندوستانی نمبر نہیں ہے؛ فرد اس کے بغیر جوڑا جائے گا',
  registerRowAgeInvalid: 'قطار {{row}}: عمر "{{value}}" 0 سے 120 کے بیچ نہیں ہے؛ فرد اس کے بغیر جوڑا جائے گا',
  registerRowDobInvalid: 'قطار {{row}}: "{{value}}" نہ تاریخ پیدائش ہے نہ عمر؛ فرد اس کے بغیر جوڑا جائے گا',
  registerRowGenderUnknown:
    'قطار {{row}}: "{{value}}" کوئی جانی پہچانی جنس نہیں ہے؛ فرد اس کے بغیر جوڑا جائے گا',
  registerRowRelationUnknown:
    'قطار {{row}}: "{{value}}" کوئی جانا پہچانا رشتہ نہیں ہے؛ فرد اس کے بغیر جوڑا جائے گا',
  registerRowNoHousehold: 'قطار {{row}} کے اوپر خاندان کا کوئی سربراہ نہیں ہے؛ اس سے نیا گھر شروع ہوتا ہے',
  registerRowRepeated: 'قطار {{row}} بالکل قطار {{other}} جیسی ہے؛ اسے ایک ہی بار جوڑا جائے گا',
  registerPreviewReady: '{{households}} گھر اور {{people}} لوگ جوڑے جائیں گے',
  registerNothingNew: 'اس فائل میں جو کچھ ہے وہ پہلے سے رجسٹر میں ہے: کچھ نہیں جوڑا جائے گا',
  registerImported: '{{households}} گھر اور {{people}} لوگ رجسٹر میں جوڑے گئے',
  registerConsentHowRequired:
    'براہ کرم بتائیں کہ رجسٹر کے لوگوں نے مسجد کے پاس اپنا ریکارڈ رکھنے کی رضامندی کیسے دی',
  registerConsentDateInvalid: 'براہ کرم وہ تاریخ دیں جب ان کی رضامندی لی گئی (آگے کی تاریخ نہیں)',
  registerNotAllowed: 'آپ اس مسجد کا رجسٹر نہیں رکھ سکتے',
  registerClaimNone: 'آپ کے موبائل نمبر کا مسجد کے رجسٹر میں کوئی ریکارڈ نہیں ہے',
  registerClaimNoticeFirst: 'براہ کرم پہلے رازداری کا نوٹس قبول کریں',
  registerClaimed_one: 'رجسٹر سے آپ کا ریکارڈ اور خاندان کا {{count}} فرد اب آپ کے ہیں',
  registerClaimed_other: 'رجسٹر سے آپ کا ریکارڈ اور خاندان کے {{count}} افراد اب آپ کے ہیں',
  registerInviteNone: 'براہ کرم موبائل نمبر والا کم از کم ایک ریکارڈ چنیں',
  registerInviteOverBudget:
    'آج کے بجٹ میں صرف {{left}} SMS باقی ہیں، اور {{asked}} دعوت نامے چنے گئے۔ براہ کرم کم چنیں',
  registerInvitesSent_one: '{{count}} دعوت نامہ بھیجا گیا',
  registerInvitesSent_other: '{{count}} دعوت نامے بھیجے گئے',
  registerMergeSame: 'کسی ریکارڈ کو اسی میں نہیں ملایا جا سکتا',
  registerMergeTwoMembers: 'خود رجسٹر کرنے والے دو اراکین کو ملایا نہیں جا سکتا',
  registerMergeGone: 'ان میں سے ایک ریکارڈ اب نہیں ہے۔ براہ کرم فہرست دوبارہ کھولیں',
  registerMerged: 'دونوں ریکارڈ ملا دیے گئے۔ آپ اسے 30 دن تک واپس لے سکتے ہیں',
  registerUndoExpired: 'ملانا صرف 30 دن تک واپس لیا جا سکتا ہے',
  registerUndoDone: 'یہ ملانا پہلے ہی واپس لیا جا چکا ہے',
  registerUndoChanged: 'رکھا گیا ریکارڈ ملانے کے بعد ہٹا دیا گیا، اس لیے اسے واپس نہیں لیا جا سکتا',
  registerUndone: 'ملانا واپس لیا گیا: دونوں ریکارڈ لوٹ آئے',
  registerRecordRemoved: 'ریکارڈ رجسٹر سے ہٹا دیا گیا',
  registerKeeperNeedsMosque: 'صرف ایک مسجد کا رضاکار ہی اس کا رجسٹر رکھ سکتا ہے',
  registerKeeperGranted: 'یہ رضاکار اب اپنی مسجد کا رجسٹر رکھ سکتا ہے',
  registerKeeperRevoked: 'یہ رضاکار اب اپنی مسجد کا رجسٹر نہیں رکھ سکتا',
};
