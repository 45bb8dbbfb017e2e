import { describe, expect, it } from 'vitest';
import type { FamilyMember, FamilySummary } from '../../../domain/functions/shapes';
import {
  ageOf,
  familyBasicsSchema,
  familyMemberDraft,
  newFamilyMemberDraft,
  sortedFamily,
} from './family-basics';

const summary = (name: string | null, dob: string | null = null): FamilySummary => ({
  id: name ?? 'none',
  uniqueId: 'U1',
  name,
  relation: 'Son',
  dob,
  gender: 'male',
  category: null,
  dobApproximate: false,
});

describe('family basics', () => {
  it('starts a new family member at the member’s address with no relation chosen', () => {
    const draft = newFamilyMemberDraft({ address: '12 Jama Masjid Road' });
    expect(draft).toMatchObject({ name: '', relation: '', address: '12 Jama Masjid Road' });
    const checked = familyBasicsSchema.safeParse(draft);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.message)).toContain('Please choose a relation');
  });

  it('refuses a relation outside the list, and takes Husband', () => {
    const base = { name: 'Imran', dob: '1990-01-02', gender: 'male', address: 'Home' };
    expect(familyBasicsSchema.safeParse({ ...base, relation: 'Cousin' }).success).toBe(false);
    expect(familyBasicsSchema.safeParse({ ...base, relation: 'Husband' }).success).toBe(true);
  });

  it('edits a stored member, leaving an unknown stored relation to be chosen again', () => {
    const member: FamilyMember = {
      ...summary('Sana', '2001-05-06'),
      relation: 'Aunt',
      address: null,
      details: null,
    };
    expect(familyMemberDraft(member)).toEqual({
      name: 'Sana',
      relation: '',
      dob: '2001-05-06',
      gender: 'male',
      address: '',
    });
  });

  it('lists by name, ignoring case, with nameless records last', () => {
    const names = sortedFamily(
      [summary('zara'), summary(null), summary('Ahmed'), summary('bilal')],
      'en',
    ).map((m) => m.name);
    expect(names).toEqual(['Ahmed', 'bilal', 'zara', null]);
  });

  it('gives the age in whole years, and none for a missing or future date of birth', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    expect(ageOf(summary('a', '2010-11-22'), today)).toBe(16);
    expect(ageOf(summary('a', '2010-11-23'), today)).toBe(15);
    expect(ageOf(summary('a', null), today)).toBeNull();
    expect(ageOf(summary('a', '2030-01-01'), today)).toBeNull();
  });
});
