import type { Strings } from './en';
import type { enAdminRegister } from './en-admin-register';

/** The register's screen and its import tab in Hindi (en-admin-register.ts), attached to hi-admin.ts. */
export const hiAdminRegister: Strings<typeof enAdminRegister> = {
  title: 'मस्जिद का रजिस्टर',
  titleOf: '{{name}} का रजिस्टर',
  open: 'रजिस्टर',
  openNamed: '{{name}} का रजिस्टर',
  keeperLink: 'रजिस्टर',
  keeperCard: 'मस्जिद का रजिस्टर Excel से लाएँ, दोहराए गए नाम ढूँढें और उसके लोगों को न्योता दें।',
  notAllowed: 'आप इस मस्जिद का रजिस्टर नहीं रखते।',
  pickMosque: 'मस्जिदें में से कोई मस्जिद खोलें, फिर उसका रजिस्टर।',
  sections: 'रजिस्टर के हिस्से',
  comingSoon: 'यह हिस्सा जल्द आ रहा है।',
  tab: {
    import: 'इम्पोर्ट',
    duplicates: 'दोहराए गए',
    records: 'रिकॉर्ड',
  },
  // The import tab.
  intro:
    'मस्जिद का रजिस्टर {{mb}} MB तक की Excel फ़ाइल (.xlsx) या CSV फ़ाइल से लाएँ: पहली पंक्ति में कॉलम के नाम हों। आपकी पुष्टि से पहले कुछ नहीं जोड़ा जाता।',
  chooseFile: 'फ़ाइल चुनें',
  fileChosen: 'फ़ाइल:',
  checking: 'फ़ाइल जाँची जा रही है:',
  importing: 'रजिस्टर इम्पोर्ट हो रहा है:',
  stage: {
    reading: 'पढ़ी जा रही है',
    checking: 'पंक्तियाँ और दोहराव जाँचे जा रहे हैं',
    writing: 'लिखा जा रहा है',
    done: 'पूरा हुआ',
  },
  progressRows: '{{total}} में से {{done}} पंक्तियाँ',
  mappingTitle: 'कॉलम',
  mappingHelp:
    'चुनें कि फ़ाइल का कौन सा कॉलम कौन सी जानकारी रखता है। हमने शीर्षकों से अंदाज़ा लगाया है; जो ग़लत हो उसे बदलें, फिर दोबारा जाँचें।',
  field: {
    name: 'नाम',
    mobile: 'मोबाइल',
    fatherName: 'पिता/पति का नाम',
    relation: 'परिवार के मुखिया से रिश्ता',
    ageOrDob: 'उम्र या जन्म तिथि',
    gender: 'लिंग',
    address: 'पता',
    household: 'घर (घर नं.)',
  },
  notInFile: 'फ़ाइल में नहीं',
  checkAgain: 'दोबारा जाँचें',
  alreadyKept: '{{count}} पंक्तियाँ पहले से रजिस्टर में हैं और छोड़ दी जाएँगी।',
  problemsTitle: 'समस्या वाली पंक्तियाँ ({{count}})',
  problemsNone: 'किसी पंक्ति में समस्या नहीं है।',
  duplicatesTitle: 'संभावित दोहराव ({{count}})',
  duplicatesNone: 'कोई संभावित दोहराव नहीं।',
  row: 'पंक्ति {{row}}',
  sameAsRow: 'शायद पंक्ति {{row}} वाला ही व्यक्ति है',
  sameAsMember: 'शायद सदस्य {{name}} हैं',
  sameAsKept: 'शायद {{name}} हैं, जो पहले से रजिस्टर में हैं',
  reason: {
    mobile: 'एक ही मोबाइल नंबर',
    nameAndDob: 'मिलता-जुलता नाम, एक ही जन्म तिथि',
    nameAndFather: 'मिलता-जुलता नाम, एक ही पिता का नाम',
  },
  shownFirst: '{{count}} में से पहले {{shown}} दिखाए गए हैं।',
  consentTitle: 'सहमति',
  consentHelp:
    'पुष्टि करें कि इस रजिस्टर के लोग मस्जिद के पास अपना रिकॉर्ड रखे जाने पर सहमत हुए: बताएँ कि उनकी सहमति कैसे और कब ली गई।',
  consentHow: 'वे कैसे सहमत हुए',
  consentDate: 'सहमति लेने की तारीख़',
  importButton: '{{people}} लोगों को इम्पोर्ट करें',
  importAnother: 'दूसरी फ़ाइल इम्पोर्ट करें',
  historyTitle: 'अब तक के इम्पोर्ट',
  historyEmpty: 'इस रजिस्टर में अभी तक कुछ इम्पोर्ट नहीं हुआ है।',
  historyLoading: 'इम्पोर्ट लोड हो रहे हैं...',
  historyCounts: '{{households}} घर, {{people}} लोग',
  consentOf: '{{date}} को ली गई सहमति:',
  unclaimed:
    'रजिस्टर के {{count}} लोगों ने अभी तक अपना रिकॉर्ड नहीं लिया है; उनमें से {{withMobile}} के पास मोबाइल नंबर है।',
};
