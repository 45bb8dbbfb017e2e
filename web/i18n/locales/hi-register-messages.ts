import type { REGISTER_MESSAGES } from '../../../domain/register/register-messages';
import type { Strings } from './en';

/** The register's server messages in Hindi (domain/register/register-messages.ts), taken into hi.ts. */
export const hiRegisterMessages: Strings<typeof REGISTER_MESSAGES> = {
  registerFileNotSpreadsheet: 'यह फ़ाइल स्प्रेडशीट नहीं है। कृपया Excel फ़ाइल (.xlsx) या CSV फ़ाइल चुनें',
  registerFileTooLarge: 'यह फ़ाइल {{mb}} MB से बड़ी है। कृपया इसे छोटी फ़ाइलों में बाँटें',
  registerFileTooManyRows: 'इस फ़ाइल में {{max}} से ज़्यादा पंक्तियाँ हैं। कृपया इसे छोटी फ़ाइलों में बाँटें',
  registerFileEmpty: 'इस फ़ाइल में शीर्षकों के नीचे कोई पंक्ति नहीं है',
  registerFileName: 'कृपया फ़ाइल का ऐसा नाम दें जो .xlsx या .csv पर ख़त्म हो',
  registerNameColumnMissing: 'कृपया चुनें कि नाम किस कॉलम में है',
  registerColumnUnknown: 'फ़ाइल में "{{column}}" नाम का कोई कॉलम नहीं है',
  registerRowBlank: 'पंक्ति {{row}} ख़ाली है',
  registerRowNameMissing: 'पंक्ति {{row}} में कोई नाम नहीं है',
  registerRowMobileInvalid:
    'पंक्ति {{row}}: मोबाइल नंबर "{{value}}" 10 अंकों का भारतीय नंबर नहीं है; व्यक्ति इसके बिना जोड़ा जाएगा',
  registerRowAgeInvalid: 'पंक्ति {{row}}: उम्र "{{value}}" 0 से 120 के बीच नहीं है; व्यक्ति इसके बिना जोड़ा जाएगा',
  registerRowDobInvalid:
    'पंक्ति {{row}}: "{{value}}" न जन्म तिथि है न उम्र; व्यक्ति इसके बिना जोड़ा जाएगा',
  registerRowGenderUnknown: 'पंक्ति {{row}}: "{{value}}" कोई जाना-पहचाना लिंग नहीं है; व्यक्ति इसके बिना जोड़ा जाएगा',
  registerRowRelationUnknown:
    'पंक्ति {{row}}: "{{value}}" कोई जाना-पहचाना रिश्ता नहीं है; व्यक्ति इसके बिना जोड़ा जाएगा',
  registerRowNoHousehold: 'पंक्ति {{row}} के ऊपर कोई परिवार का मुखिया नहीं है; इससे नया घर शुरू होता है',
  registerRowRepeated: 'पंक्ति {{row}} हूबहू पंक्ति {{other}} जैसी है; इसे एक ही बार जोड़ा जाएगा',
  registerPreviewReady: '{{households}} घर और {{people}} लोग जोड़े जाएँगे',
  registerNothingNew: 'इस फ़ाइल में जो कुछ है वह पहले से रजिस्टर में है: कुछ नहीं जोड़ा जाएगा',
  registerImported: '{{households}} घर और {{people}} लोग रजिस्टर में जोड़े गए',
  registerConsentHowRequired: 'कृपया बताएँ कि रजिस्टर के लोगों ने मस्जिद के पास अपना रिकॉर्ड रखने की सहमति कैसे दी',
  registerConsentDateInvalid: 'कृपया वह तारीख़ दें जब उनकी सहमति ली गई (आगे की तारीख़ नहीं)',
  registerNotAllowed: 'आप इस मस्जिद का रजिस्टर नहीं रख सकते',
  registerClaimNone: 'आपके मोबाइल नंबर का मस्जिद के रजिस्टर में कोई रिकॉर्ड नहीं है',
  registerClaimNoticeFirst: 'कृपया पहले गोपनीयता सूचना स्वीकार करें',
  registerClaimed_one: 'रजिस्टर से आपका रिकॉर्ड और {{count}} परिवार का सदस्य अब आपके हैं',
  registerClaimed_other: 'रजिस्टर से आपका रिकॉर्ड और परिवार के {{count}} सदस्य अब आपके हैं',
  registerInviteNone: 'कृपया मोबाइल नंबर वाला कम से कम एक रिकॉर्ड चुनें',
  registerInviteOverBudget:
    'आज के बजट में सिर्फ़ {{left}} SMS बचे हैं, और {{asked}} न्योते चुने गए। कृपया कम चुनें',
  registerInvitesSent_one: '{{count}} न्योता भेजा गया',
  registerInvitesSent_other: '{{count}} न्योते भेजे गए',
  registerMergeSame: 'किसी रिकॉर्ड को उसी में नहीं मिलाया जा सकता',
  registerMergeTwoMembers: 'ख़ुद रजिस्टर करने वाले दो सदस्यों को मिलाया नहीं जा सकता',
  registerMergeGone: 'इनमें से एक रिकॉर्ड अब नहीं है। कृपया सूची फिर से खोलें',
  registerMerged: 'दोनों रिकॉर्ड मिला दिए गए। आप इसे 30 दिन तक वापस ले सकते हैं',
  registerUndoExpired: 'मिलाना सिर्फ़ 30 दिन तक वापस लिया जा सकता है',
  registerUndoDone: 'यह मिलाना पहले ही वापस लिया जा चुका है',
  registerUndoChanged: 'रखा गया रिकॉर्ड मिलाने के बाद हटा दिया गया, इसलिए इसे वापस नहीं लिया जा सकता',
  registerUndone: 'मिलाना वापस लिया गया: दोनों रिकॉर्ड लौट आए',
  registerRecordRemoved: 'रिकॉर्ड रजिस्टर से हटा दिया गया',
  registerKeeperNeedsMosque: 'सिर्फ़ एक मस्जिद का वॉलंटियर ही उसका रजिस्टर रख सकता है',
  registerKeeperGranted: 'यह वॉलंटियर अब अपनी मस्जिद का रजिस्टर रख सकता है',
  registerKeeperRevoked: 'यह वॉलंटियर अब अपनी मस्जिद का रजिस्टर नहीं रख सकता',
};
