/**
 * The register's screen (/admin/register, docs/decisions/0014-masjid-register.md): its shell and the import
 * tab, in English, attached to the admin catalogue (en-admin.ts) as `adminRegister`; Hindi and Urdu carry every
 * key (hi-/ur-admin-register.ts). The duplicates and records tabs keep their own files.
 */
export const enAdminRegister = {
  title: 'Masjid register',
  open: 'Register',
  openNamed: 'Register of {{name}}',
  keeperLink: 'Register',
  keeperCard: "Bring in the masjid's register from Excel, find duplicates and invite its people.",
  notAllowed: "You do not keep this masjid's register.",
  pickMosque: 'Open a masjid from Masjids, then its Register.',
  sections: 'Register sections',
  comingSoon: 'This part is on its way.',
  tab: {
    import: 'Import',
    duplicates: 'Duplicates',
    records: 'Records',
  },
};
