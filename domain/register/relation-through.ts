import type { Relation } from '../constants';

type Gender = 'male' | 'female' | null;
type Person = { relation: string | null; isHead: boolean; gender: Gender };

const byGender = (gender: Gender, male: Relation, female: Relation): Relation | null =>
  gender === 'male' ? male : gender === 'female' ? female : null;

const CHILD = new Set(['Son', 'Daughter']);
const SPOUSE = new Set(['Wife', 'Husband']);
const SIBLING = new Set(['Brother', 'Sister']);
const PARENT = new Set(['Father', 'Mother']);

/**
 * How `other` is related to `pivot`, when the register says how each is related to their household's head: the
 * relation a member's family list needs when the person who claims a household (or whose record a merge keeps)
 * is not its head. Null where the register does not tell (a head's brother to the head's wife, say); the member
 * then chooses it on /family. docs/decisions/0014-masjid-register.md.
 */
export function relationThrough(pivot: Person, other: Person): Relation | null {
  if (pivot.isHead) return (other.relation as Relation | null) ?? null;
  const p = pivot.relation;
  if (other.isHead) {
    if (p && CHILD.has(p)) return byGender(other.gender, 'Father', 'Mother');
    if (p === 'Wife') return 'Husband';
    if (p === 'Husband') return 'Wife';
    if (p && SIBLING.has(p)) return byGender(other.gender, 'Brother', 'Sister');
    if (p && PARENT.has(p)) return byGender(other.gender, 'Son', 'Daughter');
    return null;
  }
  const o = other.relation;
  if (!p || !o) return null;
  // The head's children to each other are siblings; to the head's spouse, the spouse is their parent.
  if (CHILD.has(p) && CHILD.has(o)) return byGender(other.gender, 'Brother', 'Sister');
  if (CHILD.has(p) && SPOUSE.has(o)) return byGender(other.gender, 'Father', 'Mother');
  if (SPOUSE.has(p) && CHILD.has(o)) return byGender(other.gender, 'Son', 'Daughter');
  if (SIBLING.has(p) && SIBLING.has(o)) return byGender(other.gender, 'Brother', 'Sister');
  if (SIBLING.has(p) && PARENT.has(o)) return o as Relation;
  if (PARENT.has(p) && SIBLING.has(o)) return byGender(other.gender, 'Son', 'Daughter');
  if (PARENT.has(p) && PARENT.has(o)) return byGender(other.gender, 'Husband', 'Wife');
  return null;
}
