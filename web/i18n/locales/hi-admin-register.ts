import type { Strings } from './en';
import type { enAdminRegister } from './en-admin-register';

/** The register's screen and its import tab in Hindi (en-admin-register.ts), attached to hi-admin.ts. */
export const hiAdminRegister: Strings<typeof enAdminRegister> = {
  title: 'मस्जिद का रजिस्टर',
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
};
