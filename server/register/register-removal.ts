import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { relationThrough } from '../../domain/register/relation-through';
import type { Db } from '../db/client';
import { registerHouseholds, registerPeople, registerRetired } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * Keeps the fingerprints of the register people `which` names before they leave the register, so that a later
 * import of the same file does not bring them back (register_retired, docs/decisions/0014-masjid-register.md).
 */
export async function retireRegisterPeople(tx: Tx | Db, which: SQL | undefined): Promise<void> {
  await tx
    .insert(registerRetired)
    .select(
      tx
        .select({
          mosqueId: registerPeople.mosqueId,
          fingerprint: registerPeople.fingerprint,
          retiredAt: sql`now()`.as('retired_at'),
        })
        .from(registerPeople)
        .where(which),
    )
    .onConflictDoNothing();
}

/** A household's register rows, all of them (its people go with it by cascade, their fingerprints kept). */
export async function deleteRegisterHousehold(tx: Tx | Db, householdId: string): Promise<void> {
  await retireRegisterPeople(tx, eq(registerPeople.householdId, householdId));
  await tx.delete(registerHouseholds).where(eq(registerHouseholds.id, householdId));
}

/**
 * Deletes register people (one who asked to be removed, or those of a deleted account's number) and keeps
 * each household they leave whole: an emptied household goes, and one that lost its head gets the next person
 * in the file's order as head, the others' relations read again through them (each relation was to the old
 * head). Returns how many people went.
 */
export async function removeRegisterPeople(tx: Tx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await retireRegisterPeople(tx, inArray(registerPeople.id, [...ids]));
  const gone = await tx
    .delete(registerPeople)
    .where(inArray(registerPeople.id, [...ids]))
    .returning({ householdId: registerPeople.householdId, isHead: registerPeople.isHead });
  const households = [...new Set(gone.map((g) => g.householdId))];
  for (const householdId of households) {
    const left = await tx
      .select()
      .from(registerPeople)
      .where(eq(registerPeople.householdId, householdId))
      .orderBy(asc(registerPeople.rowNumber), asc(registerPeople.id))
      .for('update');
    if (left.length === 0) {
      await deleteRegisterHousehold(tx, householdId);
      continue;
    }
    if (left.some((p) => p.isHead)) continue;
    const [head, ...others] = left as [(typeof left)[number], ...typeof left];
    const pivot = { relation: head.relation, isHead: false, gender: head.gender };
    await tx
      .update(registerPeople)
      .set({ isHead: true, relation: null })
      .where(eq(registerPeople.id, head.id));
    for (const other of others) {
      const relation = relationThrough(pivot, {
        relation: other.relation,
        isHead: false,
        gender: other.gender,
      });
      if (relation !== other.relation)
        await tx
          .update(registerPeople)
          .set({ relation })
          .where(and(eq(registerPeople.id, other.id), eq(registerPeople.householdId, householdId)));
    }
  }
  return gone.length;
}
