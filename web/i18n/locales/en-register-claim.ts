/**
 * A member's offer of their masjid register's record (web/components/register-offer/): on the member home and
 * in sign-in after the privacy notice. Attached to the member catalogue (en.ts) as `registerClaim`; Hindi and
 * Urdu carry every key.
 */
export const enRegisterClaim = {
  heading: 'Your record in the masjid’s register',
  offer_one:
    'The register of {{mosque}} has a record for {{name}} with {{count}} family member. Is this you?',
  offer_other:
    'The register of {{mosque}} has a record for {{name}} with {{count}} family members. Is this you?',
  claim: 'Yes, add it to my account',
  claiming: 'Adding...',
  notNow: 'Not now',
  claimed: 'Your family from the register is now on your Family page.',
  seeFamily: 'See my family',
  /** A date of birth, or an age, made from an age in the register (/family and a family member's page). */
  approximately: '{{value}} (approximate)',
};
