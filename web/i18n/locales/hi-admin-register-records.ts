import type { Strings } from './en';
import type { enAdminRegisterRecords } from './en-admin-register-records';

/** The register's Records tab in Hindi (en-admin-register-records.ts has the English and the why). */
export const hiAdminRegisterRecords: Strings<typeof enAdminRegisterRecords> = {
  intro:
    'रजिस्टर के वे लोग जिन्होंने अभी अपना रिकॉर्ड नहीं लिया है। चुनें कि किसे SMS से अपने नंबर से साइन इन करने का न्योता भेजना है, या हटाए जाने के लिए कहने वाले व्यक्ति को हटाएं।',
  nameFilter: 'नाम से खोजें',
  withMobile: 'मोबाइल नंबर वाले',
  listLabel: 'रजिस्टर के रिकॉर्ड',
  selectAll: 'इस पेज पर सब चुनें',
  selectNamed: '{{name}} को चुनें',
  none: 'कोई रिकॉर्ड नहीं मिला।',
  noneYet: 'रजिस्टर में अभी कोई रिकॉर्ड नहीं है, या सब ले लिए गए।',
  head: 'घर के मुखिया',
  relation: 'रिश्ता: {{relation}}',
  noMobile: 'मोबाइल नंबर नहीं',
  born: 'जन्म {{date}}',
  bornAbout: 'जन्म लगभग {{date}} (उम्र से)',
  row: 'फ़ाइल की पंक्ति {{row}}',
  invited: '{{date}} को न्योता भेजा',
  invite_one: 'न्योता भेजें ({{count}})',
  invite_other: 'न्योते भेजें ({{count}})',
  inviteQuestion_one: '{{count}} न्योता भेजें?',
  inviteQuestion_other: '{{count}} न्योते भेजें?',
  inviteSms_one:
    'इसमें पोर्टल के बजट के {{count}} SMS लगेंगे (हर मोबाइल नंबर पर एक)। उसमें लिखा होगा कि कौन सी मस्जिद बुला रही है, और पोर्टल का पता जहां उस नंबर से साइन इन करना है।',
  inviteSms_other:
    'इसमें पोर्टल के बजट के {{count}} SMS लगेंगे (हर मोबाइल नंबर पर एक)। उसमें लिखा होगा कि कौन सी मस्जिद बुला रही है, और पोर्टल का पता जहां उस नंबर से साइन इन करना है।',
  inviteWithoutMobile_one: 'चुने गए {{count}} व्यक्ति का मोबाइल नंबर नहीं है, उसे SMS नहीं जाएगा।',
  inviteWithoutMobile_other: 'चुने गए {{count}} लोगों का मोबाइल नंबर नहीं है, उन्हें SMS नहीं जाएगा।',
  inviteLanguage: 'SMS की भाषा',
  send: 'भेजें',
  sending: 'भेजा जा रहा है...',
  remove: 'हटाएं',
  removeNamed: '{{name}} को हटाएं',
  removeQuestion: '{{name}} को रजिस्टर से हटाएं?',
  removeText:
    'सिर्फ़ उस व्यक्ति के लिए जिसने मस्जिद के रजिस्टर से हटाए जाने को कहा है। उनका रिकॉर्ड हमेशा के लिए मिट जाएगा; अगर वे घर के मुखिया हैं, तो घर का अगला व्यक्ति मुखिया बनेगा।',
  keeper: {
    label: 'इस मस्जिद का रजिस्टर रख सकते हैं',
    onQuestion: '{{name}} को {{mosque}} का रजिस्टर रखने दें?',
    offQuestion: '{{name}} का {{mosque}} का रजिस्टर रखना बंद करें?',
    onText:
      'वे रजिस्टर इम्पोर्ट करेंगे, डुप्लिकेट मिलाएंगे, उसके लोगों को SMS से न्योता भेजेंगे और रिकॉर्ड हटाएंगे। हर बदलाव ऑडिट लॉग में रहता है।',
    offText: 'वे अब मस्जिद के रजिस्टर में इम्पोर्ट, मिलाना, न्योता या हटाना नहीं कर सकेंगे।',
  },
};
