import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { MERGE_UNDO_DAYS } from '../../domain/register/register-limits';
import { withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import {
  familyMembers,
  registerHouseholds,
  registerImports,
  registerMerges,
  registerPeople,
  registerRetired,
  users,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayKeepRegister } from '../policy/checks';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import {
  HOUSEHOLD_TIMESTAMPS,
  type Made,
  MEMBER_MERGE_FIELDS,
  type Originals,
  PERSON_TIMESTAMPS,
  revived,
} from './merge-originals';

type Reply = FunctionOutput<'undoMerge'>;
const DAY_MS = 86_400_000;

/** The moment before which a merge can no longer be undone: its originals are then purged. */
export const undoableSince = (now: Date) => new Date(now.getTime() - MERGE_UNDO_DAYS * DAY_MS);

/**
 * Undoes a merge of the last MERGE_UNDO_DAYS days: both records come back as they were, with the same ids, and
 * what the merge made goes (the family members it added, the people it moved, moved back). Refused once undone,
 * past the days, or when the kept record was deleted since. Audited in the same transaction.
 */
export async function undoMerge(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'undoMerge'>,
): Promise<Reply> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit) => {
    const [merge] = await tx
      .select()
      .from(registerMerges)
      .where(eq(registerMerges.id, input.mergeId))
      .for('update');
    if (!merge) throw notFound('Merge');
    if (!mayKeepRegister(caller, merge.mosqueId)) throw permissionDenied();
    if (merge.undoneAt) return { pass: false, ...say('registerUndoDone') };
    if (merge.createdAt < undoableSince(now)) return { pass: false, ...say('registerUndoExpired') };
    const originals = merge.originals as unknown as Originals;
    const made = merge.made as unknown as Made;
    if (!(await keptStillThere(tx, originals))) return { pass: false, ...say('registerUndoChanged') };
    // The household's import taken away since (with its people) leaves nothing to put the person back into.
    const [fromImport] = await tx
      .select({ id: registerImports.id })
      .from(registerImports)
      .where(eq(registerImports.id, originals.household.importId));
    if (!fromImport) return { pass: false, ...say('registerUndoChanged') };

    await tx
      .insert(registerHouseholds)
      .values(revived(originals.household, HOUSEHOLD_TIMESTAMPS))
      .onConflictDoNothing();
    if (originals.kind === 'register' && made.kind === 'register') {
      const { id, ...kept } = revived(originals.kept, PERSON_TIMESTAMPS);
      await tx.update(registerPeople).set(kept).where(eq(registerPeople.id, id));
      for (const person of originals.householdPeople.filter((p) => made.moved.includes(p.id))) {
        const { householdId, isHead, relation, updatedAt } = revived(person, PERSON_TIMESTAMPS);
        await tx
          .update(registerPeople)
          .set({ householdId, isHead, relation, updatedAt })
          .where(eq(registerPeople.id, person.id));
      }
      await putBack(tx, [originals.merged]);
    } else if (originals.kind === 'member' && made.kind === 'member') {
      const restore = Object.fromEntries(
        MEMBER_MERGE_FIELDS.filter((f) => made.memberFields.includes(f)).map((f) => [f, originals.member[f]]),
      );
      if (Object.keys(restore).length)
        await tx
          .update(users)
          .set({ ...restore, updatedAt: now })
          .where(eq(users.id, originals.member.id));
      if (made.familyAdded.length)
        await tx
          .delete(familyMembers)
          .where(
            and(eq(familyMembers.userId, originals.member.id), inArray(familyMembers.id, made.familyAdded)),
          );
      await putBack(tx, [originals.merged, ...originals.householdPeople]);
    }
    await tx.update(registerMerges).set({ undoneAt: now }).where(eq(registerMerges.id, merge.id));
    await audit(
      'register.undoMerge',
      { type: 'registerMerge', id: merge.id },
      { undoneAt: null },
      {
        undoneAt: now.toISOString(),
        kept: { kind: merge.keptKind, id: merge.keptId },
        merged: { kind: 'register', id: merge.mergedId, name: originals.merged.name },
      },
    );
    return { pass: true, ...say('registerUndone') };
  });
}

async function keptStillThere(tx: Tx, originals: Originals): Promise<boolean> {
  if (originals.kind === 'member') {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, originals.member.id))
      .for('update');
    return Boolean(row);
  }
  const [row] = await tx
    .select({ id: registerPeople.id })
    .from(registerPeople)
    .where(eq(registerPeople.id, originals.kept.id))
    .for('update');
  return Boolean(row);
}

/**
 * The register people of the original, with their ids, back in the register: their fingerprints are no longer
 * retired (register_retired), so the file that brought them in finds them kept again.
 */
async function putBack(tx: Tx, people: Originals['householdPeople']) {
  if (!people.length) return;
  await tx
    .insert(registerPeople)
    .values(people.map((p) => revived(p, PERSON_TIMESTAMPS)))
    .onConflictDoNothing();
  const [first] = people;
  await tx.delete(registerRetired).where(
    and(
      eq(registerRetired.mosqueId, first!.mosqueId),
      inArray(
        registerRetired.fingerprint,
        people.map((p) => p.fingerprint),
      ),
    ),
  );
}

/** Merges past their days to be undone: their originals hold personal data no rule needs any more. */
export async function purgeOldMerges(db: Db, now: Date): Promise<void> {
  await db.delete(registerMerges).where(lt(registerMerges.createdAt, undoableSince(now)));
}
