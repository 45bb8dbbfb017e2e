/**
 * The register's messages (docs/decisions/0014-masjid-register.md), by code, in English; domain/messages.ts
 * takes them into the catalogue, and the web's Hindi and Urdu carry the same codes.
 */
export const REGISTER_MESSAGES = {
  // The file and its columns.
  registerFileNotSpreadsheet:
    'This file is not a spreadsheet. Please choose an Excel file (.xlsx) or a CSV file',
  registerFileTooLarge: 'This file is larger than {{mb}} MB. Please split it into smaller files',
  registerFileTooManyRows: 'This file has more than {{max}} rows. Please split it into smaller files',
  registerFileEmpty: 'This file has no rows under its headings',
  registerFileName: 'Please give the file a name ending in .xlsx or .csv',
  registerNameColumnMissing: 'Please choose which column holds the name',
  registerColumnUnknown: 'The file has no column "{{column}}"',
  // A row's problems, by row number.
  registerRowBlank: 'Row {{row}} is empty',
  registerRowNameMissing: 'Row {{row}} has no name',
  registerRowMobileInvalid:
    'Row {{row}}: the mobile number "{{value}}" is not a 10-digit Indian number; the person is added without it',
  registerRowAgeInvalid:
    'Row {{row}}: the age "{{value}}" is not an age between 0 and 120; the person is added without it',
  registerRowDobInvalid:
    'Row {{row}}: "{{value}}" is not a date of birth or an age; the person is added without it',
  registerRowGenderUnknown:
    'Row {{row}}: "{{value}}" is not a gender we know; the person is added without it',
  registerRowRelationUnknown:
    'Row {{row}}: "{{value}}" is not a relation we know; the person is added without it',
  registerRowNoHousehold: 'Row {{row}} has no head of family above it; it starts a household of its own',
  registerRowRepeated: 'Row {{row}} repeats row {{other}} exactly; it is added once',
  // The dry run and the import.
  registerPreviewReady: '{{households}} households and {{people}} people will be added',
  registerNothingNew: 'Everything in this file is already in the register: nothing will be added',
  registerImported: '{{households}} households and {{people}} people were added to the register',
  registerConsentHowRequired: 'Please say how the people in the register agreed to be kept by the masjid',
  registerConsentDateInvalid: 'Please give the date their agreement was collected (not in the future)',
  registerNotAllowed: "You may not keep this masjid's register",
  // Claim.
  registerClaimNone: 'There is no record of the masjid register for your mobile number',
  registerClaimNoticeFirst: 'Please accept the privacy notice first',
  registerClaimed_one: 'Your record and {{count}} family member from the register are now yours',
  registerClaimed_other: 'Your record and {{count}} family members from the register are now yours',
  // Invitations.
  registerInviteNone: 'Please choose at least one record with a mobile number',
  registerInviteOverBudget:
    "Only {{left}} SMS are left in today's budget, and {{asked}} invitations were chosen. Please choose fewer",
  registerInvitesSent_one: '{{count}} invitation was sent',
  registerInvitesSent_other: '{{count}} invitations were sent',
  // Duplicates and merge.
  registerMergeSame: 'A record cannot be merged into itself',
  registerMergeTwoMembers: 'Two members who registered themselves cannot be merged',
  registerMergeGone: 'One of these records no longer exists. Please reload the list',
  registerMerged: 'The two records were merged. You can undo this for 30 days',
  registerUndoExpired: 'A merge can be undone for 30 days only',
  registerUndoDone: 'This merge was already undone',
  registerUndoChanged: 'The kept record was removed since the merge, so it cannot be undone',
  registerUndone: 'The merge was undone: both records are back',
  // Removal and the grant.
  registerRecordRemoved: 'The record was removed from the register',
  registerKeeperNeedsMosque: 'Only a volunteer of one masjid can keep its register',
  registerKeeperGranted: "This volunteer can now keep their masjid's register",
  registerKeeperRevoked: "This volunteer can no longer keep their masjid's register",
} as const;
