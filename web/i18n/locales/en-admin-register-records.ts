/**
 * The register screen's Records tab (web/features/admin-register/records-tab.tsx): a masjid's register people
 * not yet claimed, the invitations to claim by SMS, and the removal of a person who asked. Attached to the
 * admin catalogue (en-admin.ts) as `adminRegisterRecords`; Hindi and Urdu carry every key.
 */
export const enAdminRegisterRecords = {
  intro:
    'The people of the register who have not yet claimed their record. Choose whom to invite by SMS to sign in with their own number, or remove a person who asked to be removed.',
  nameFilter: 'Search by name',
  withMobile: 'With a mobile number',
  listLabel: 'Register records',
  selectAll: 'Select all on this page',
  selectNamed: 'Choose {{name}}',
  none: 'No records match.',
  noneYet: 'The register has no records yet, or every one was claimed.',
  head: 'Head of household',
  relation: 'Relation: {{relation}}',
  noMobile: 'No mobile number',
  born: 'Born {{date}}',
  bornAbout: 'Born about {{date}} (from an age)',
  row: 'Row {{row}} of the file',
  invited: 'Invited on {{date}}',
  invite_one: 'Send invitation ({{count}})',
  invite_other: 'Send invitations ({{count}})',
  inviteQuestion_one: 'Send {{count}} invitation?',
  inviteQuestion_other: 'Send {{count}} invitations?',
  inviteSms_one:
    'This uses {{count}} SMS of the portal’s budget (one for each mobile number). It says which masjid invites them, and the portal’s address to sign in at with that number.',
  inviteSms_other:
    'This uses {{count}} SMS of the portal’s budget (one for each mobile number). It says which masjid invites them, and the portal’s address to sign in at with that number.',
  inviteWithoutMobile_one: '{{count}} chosen person has no mobile number and gets no SMS.',
  inviteWithoutMobile_other: '{{count}} chosen people have no mobile number and get no SMS.',
  inviteLanguage: 'Language of the SMS',
  send: 'Send',
  sending: 'Sending...',
  remove: 'Remove',
  removeNamed: 'Remove {{name}}',
  removeQuestion: 'Remove {{name}} from the register?',
  removeText:
    'Only for a person who asked to be removed from the masjid’s register. Their record is deleted for good; if they head their household, the next person of it becomes its head.',
  /** The super admin's switch on /admin/volunteers (setRegisterKeeper), beside the Treasurer's. */
  keeper: {
    label: "May keep this masjid's register",
    onQuestion: "Let {{name}} keep {{mosque}}'s register?",
    offQuestion: "Stop {{name}} keeping {{mosque}}'s register?",
    onText:
      'They will import the register, merge duplicates, invite its people by SMS and remove records. Every change is in the audit log.',
    offText: "They will no longer import, merge, invite or remove in the masjid's register.",
  },
};
