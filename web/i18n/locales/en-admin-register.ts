/**
 * The register's screen (/admin/register, docs/decisions/0014-masjid-register.md): its shell and the import
 * tab, in English, attached to the admin catalogue (en-admin.ts) as `adminRegister`; Hindi and Urdu carry every
 * key (hi-/ur-admin-register.ts). The duplicates and records tabs keep their own files.
 */
export const enAdminRegister = {
  title: 'Masjid register',
  titleOf: 'Register of {{name}}',
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
  // The import tab.
  intro:
    "Bring in the masjid's register from an Excel file (.xlsx) or a CSV file of up to {{mb}} MB: the first row names the columns. Nothing is added until you confirm.",
  chooseFile: 'Choose a file',
  fileChosen: 'File:',
  checking: 'Checking the file:',
  importing: 'Importing the register:',
  stage: {
    reading: 'reading',
    checking: 'checking rows and duplicates',
    writing: 'writing',
    done: 'done',
  },
  progressRows: '{{done}} of {{total}} rows',
  mappingTitle: 'Columns',
  mappingHelp:
    'Choose which column of the file holds each detail. We guessed from the headings; change any that is wrong, then check again.',
  field: {
    name: 'Name',
    mobile: 'Mobile',
    fatherName: "Father's/Husband's name",
    relation: 'Relation to the head of family',
    ageOrDob: 'Age or date of birth',
    gender: 'Gender',
    address: 'Address',
    household: 'Household (Ghar no.)',
  },
  notInFile: 'Not in the file',
  checkAgain: 'Check again',
  alreadyKept: '{{count}} rows are already in the register and will be skipped.',
  problemsTitle: 'Rows with problems ({{count}})',
  problemsNone: 'No row has a problem.',
  duplicatesTitle: 'Likely duplicates ({{count}})',
  duplicatesNone: 'No likely duplicates.',
  row: 'Row {{row}}',
  sameAsRow: 'may be the same person as row {{row}}',
  sameAsMember: 'may be the member {{name}}',
  sameAsKept: 'may be {{name}}, already in the register',
  reason: {
    mobile: 'same mobile number',
    nameAndDob: 'similar name, same date of birth',
    nameAndFather: "similar name, same father's name",
  },
  shownFirst: 'The first {{shown}} of {{count}} are shown.',
  consentTitle: 'Consent',
  consentHelp:
    'Confirm that the people in this register agreed to be kept by the masjid: say how their agreement was collected, and when.',
  consentHow: 'How they agreed',
  consentDate: 'Date their agreement was collected',
  importButton: 'Import {{people}} people',
  importAnother: 'Import another file',
  historyTitle: 'Imports so far',
  historyEmpty: 'Nothing has been imported into this register yet.',
  historyLoading: 'Loading the imports...',
  historyCounts: '{{households}} households, {{people}} people',
  consentOf: 'Consent collected on {{date}}:',
  unclaimed:
    '{{count}} people of the register have not claimed their record yet; {{withMobile}} of them have a mobile number.',
};
