import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { RecordSide } from '../../domain/functions/register';
import { relationThrough } from '../../domain/register/relation-through';
import type { Db } from '../db/client';
import { familyMembers, registerPeople, users } from '../db/schema';
import type { Tx } from '../db/transaction';

type Ref = { kind: 'member' | 'register'; id: string };

/**
 * Both records of likely duplicates as the merge screen shows them side by side: a member's own details and
 * family, or a register person's with the rest of their household as their family, each relation read through
 * that person (domain/register/relation-through.ts), and their head's name when it is someone else.
 */
export async function recordSides(db: Db | Tx, refs: readonly Ref[]): Promise<Map<string, RecordSide>> {
  const sides = new Map<string, RecordSide>();
  const personIds = [...new Set(refs.filter((r) => r.kind === 'register').map((r) => r.id))];
  const memberIds = [...new Set(refs.filter((r) => r.kind === 'member').map((r) => r.id))];
  if (personIds.length) {
    const people = await db.select().from(registerPeople).where(inArray(registerPeople.id, personIds));
    const households = [...new Set(people.map((p) => p.householdId))];
    const all = households.length
      ? await db
          .select()
          .from(registerPeople)
          .where(inArray(registerPeople.householdId, households))
          .orderBy(asc(registerPeople.rowNumber), asc(registerPeople.id))
      : [];
    for (const p of people) {
      const household = all.filter((o) => o.householdId === p.householdId);
      const head = household.find((o) => o.isHead && o.id !== p.id);
      sides.set(p.id, {
        kind: 'register',
        id: p.id,
        name: p.name,
        mobile: p.mobile,
        fatherName: p.fatherName,
        dob: p.dob,
        dobApproximate: p.dobApproximate,
        gender: p.gender,
        address: p.address,
        headName: head?.name ?? null,
        row: p.rowNumber,
        family: household
          .filter((o) => o.id !== p.id)
          .map((o) => ({ name: o.name, relation: relationThrough(p, o), dob: o.dob })),
      });
    }
  }
  if (memberIds.length) {
    const members = await db.select().from(users).where(inArray(users.id, memberIds));
    const family = await db
      .select()
      .from(familyMembers)
      .where(inArray(familyMembers.userId, memberIds))
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
    for (const m of members) {
      sides.set(m.id, {
        kind: 'member',
        id: m.id,
        name: m.name,
        mobile: m.mobile,
        fatherName: null,
        dob: m.dob,
        dobApproximate: m.dobApproximate,
        gender: m.gender,
        address: m.address,
        family: family
          .filter((f) => f.userId === m.id)
          .map((f) => ({ name: f.name, relation: f.relation, dob: f.dob })),
      });
    }
  }
  return sides;
}

/** A register person of that masjid, locked for the merge; its household's other people with it. */
export async function lockedPerson(tx: Tx, id: string) {
  const [person] = await tx.select().from(registerPeople).where(eq(registerPeople.id, id)).for('update');
  if (!person) return null;
  const household = await tx
    .select()
    .from(registerPeople)
    .where(and(eq(registerPeople.householdId, person.householdId), ne(registerPeople.id, person.id)))
    .orderBy(asc(registerPeople.rowNumber), asc(registerPeople.id))
    .for('update');
  return { person, household };
}
