/**
 * Linking a recorded gift to a member of the masjid (the Record a gift tab), in English: attached to
 * en-admin-treasury.ts as `adminTreasury.member`; Hindi and Urdu in hi-/ur-treasury-member.ts.
 */
export const enTreasuryMember = {
  label: 'Member (optional)',
  help: 'Find a member of the masjid by name or the last 4 digits of the mobile: the gift is then in their giving, and they get the receipt by SMS.',
  linked: "The gift will be in this member's giving, and they get the receipt by SMS.",
  typeMore: 'Type 3 letters of the name or the last 4 digits of the mobile',
  searching: 'Searching...',
  none: 'No member of this masjid matches.',
  mobileEnd: 'Mobile ending {{digits}}',
};
