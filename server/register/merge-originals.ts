import type { familyMembers, registerHouseholds, registerPeople } from '../db/schema';

// What register_merges keeps of a merge (docs/decisions/0014-masjid-register.md): both records as they were,
// whole, so that an undo puts back the same rows with the same ids; and what the merge made, so that the undo
// takes away exactly that. Purged after MERGE_UNDO_DAYS with the row (server/maintenance.ts).

type PersonRow = typeof registerPeople.$inferSelect;
type HouseholdRow = typeof registerHouseholds.$inferSelect;
type FamilyRow = typeof familyMembers.$inferSelect;

/** The member's fields a merge may fill (never their mobile, password or anything else of the account). */
export const MEMBER_MERGE_FIELDS = ['name', 'dob', 'dobApproximate', 'gender', 'address'] as const;
export type MemberFields = { id: string; name: string | null; mobile: string | null } & Partial<
  Record<(typeof MEMBER_MERGE_FIELDS)[number], unknown>
>;

/** The merged register person, their household row and its other people, as they were. */
type MergedSide = { merged: PersonRow; household: HouseholdRow; householdPeople: PersonRow[] };

export type Originals =
  | ({ kind: 'register'; kept: PersonRow } & MergedSide)
  | ({ kind: 'member'; member: MemberFields; memberFamily: FamilyRow[] } & MergedSide);

export type Made =
  | { kind: 'register'; moved: string[]; householdDeleted: boolean }
  | { kind: 'member'; familyAdded: string[]; memberFields: string[] };

/** A row read back from JSON: its timestamps were written as ISO text. */
export function revived<T extends Record<string, unknown>>(row: T, timestamps: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const key of timestamps) if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return out as T;
}

export const PERSON_TIMESTAMPS = ['createdAt', 'updatedAt', 'invitedAt'] as const;
export const HOUSEHOLD_TIMESTAMPS = ['createdAt'] as const;
