import type { Strings } from './en';
import type { enAdminRegister } from './en-admin-register';

/** The register's screen and its import tab in Urdu (en-admin-register.ts), attached to ur-admin.ts. */
export const urAdminRegister: Strings<typeof enAdminRegister> = {
  title: 'مسجد کا رجسٹر',
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
};
