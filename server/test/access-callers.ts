import type { Access } from '../../domain/access';

/** The eight kinds of caller the access matrix calls every function as. */
export const CALLERS = [
  'anonymous',
  'member A',
  'member B',
  'volunteer in scope',
  'volunteer out of scope',
  'admin',
  'super admin',
  'suspended',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

/** Who each access rule admits. */
export const ADMITS: Record<Access, readonly Caller[]> = {
  public: CALLERS,
  signedIn: ['member A', 'member B', 'volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  member: ['member A', 'member B'],
  memberOrAdmin: ['member A', 'member B', 'admin', 'super admin'],
  staff: ['volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  admin: ['admin', 'super admin'],
  superAdmin: ['super admin'],
};

/** Who may see member A's personal data in a reply. */
export const MAY_SEE_MEMBER_A: readonly Caller[] = ['member A', 'volunteer in scope', 'admin', 'super admin'];

export const MEMBER_A = { name: 'Matrix Alpha Qadri', mobile: '9000011111', uniqueId: 'AJ-MATRIX-A' };
/** Member A's family: theirs alone too. Each family member a call removes is a fresh one named after SPARE_OF_A. */
export const FAMILY_OF_A = { name: 'Matrix Alpha Son', uniqueId: 'AJ-MATRIX-A1' };
export const SPARE_OF_A = { name: 'Matrix Alpha Spare', uniqueId: 'AJ-MATRIX-A2' };
/** Texts no reply to anyone outside MAY_SEE_MEMBER_A may hold (the spare's are prefixes of every fresh one's). */
export const PRIVATE_TO_A = [
  ...Object.values(MEMBER_A),
  ...Object.values(FAMILY_OF_A),
  ...Object.values(SPARE_OF_A),
];
