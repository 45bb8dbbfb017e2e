import { RELATIONS, type Relation } from '../../../domain/constants';
import { ageInYears } from '../../../domain/dates';
import type { FamilyMember, FamilySummary, UserData } from '../../../domain/functions/shapes';
import { PROFILE_MSG } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { personSchema } from '../../components/forms/person-schema';

/** A family member's basic details as the add and edit forms hold them. */
export const familyBasicsSchema = z.object({
  ...personSchema.shape,
  relation: z.enum(RELATIONS, { error: PROFILE_MSG.relationRequired }),
});
export type FamilyBasicsDraft = z.input<typeof familyBasicsSchema>;

const isRelation = (value: string | null | undefined): value is Relation =>
  (RELATIONS as readonly string[]).includes(value ?? '');

/**
 * What the add form starts with: the member's own address, since a family mostly lives under one roof; the
 * relation is left for the member to choose.
 */
export function newFamilyMemberDraft(owner: Pick<UserData, 'address'>): FamilyBasicsDraft {
  return { name: '', relation: '' as Relation, dob: '', gender: 'male', address: owner.address ?? '' };
}

/** The edit form's start: the family member as stored. */
export function familyMemberDraft(member: FamilyMember): FamilyBasicsDraft {
  return {
    name: member.name ?? '',
    relation: (isRelation(member.relation) ? member.relation : '') as Relation,
    dob: member.dob ?? '',
    gender: member.gender ?? 'male',
    address: member.address ?? '',
  };
}

/** The family as /family/ lists it: by name in the reader's language, nameless records last. */
export function sortedFamily(family: readonly FamilySummary[], locale: string): FamilySummary[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...family].sort((a, b) => {
    if (!a.name || !b.name) return a.name ? -1 : b.name ? 1 : 0;
    return collator.compare(a.name, b.name);
  });
}

/** Whole years today, or null for a missing or malformed date of birth. */
export function ageOf(member: Pick<FamilySummary, 'dob'>, today = new Date()): number | null {
  if (!member.dob) return null;
  const age = ageInYears(member.dob, today);
  return age !== null && age >= 0 ? age : null;
}
