import { eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { MERGE_FIELDS, type MergeField } from '../../domain/register/register-limits';
import { relationThrough } from '../../domain/register/relation-through';
import type { Audit } from '../audit/record-audit';
import { withStaffWrite } from '../audit/record-audit';
import { familyMembers, registerHouseholds, registerMerges, registerPeople, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { humanId } from '../lib/tokens';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import type { Made, MemberFields, Originals } from './merge-originals';
import { lockedPerson } from './record-sides';
import { registerMosque } from './register-access';
import { deleteRegisterHousehold, retireRegisterPeople } from './register-removal';

type Input = ParsedInput<'mergeMembers'>;
type Reply = FunctionOutput<'mergeMembers'>;
type Choice = Input['fields'];
type Person = typeof registerPeople.$inferSelect;
type Locked = NonNullable<Awaited<ReturnType<typeof lockedPerson>>>;

const refused = (code: 'registerMergeSame' | 'registerMergeTwoMembers' | 'registerMergeGone'): Reply => ({
  pass: false,
  ...say(code),
});

/** The merged person's value where staff chose it, the kept one's otherwise. */
const chosen = (fields: Choice, field: MergeField) => fields?.[field] === 'merge';

/**
 * Merges a register person into another record of the same masjid (docs/decisions/0014-masjid-register.md): a
 * member, who always keeps their own record, mobile and password, or another register person. Families are
 * joined, never dropped. Both originals and what was made are kept in register_merges for the undo, and the
 * audit row says who was merged into whom, in the same transaction.
 */
export async function mergeMembers(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: Input,
): Promise<Reply> {
  const { db, caller } = ctx;
  await registerMosque(db, caller, input.mosqueId);
  let { keep, merge, fields } = input;
  if (keep.kind === 'member' && merge.kind === 'member') return refused('registerMergeTwoMembers');
  if (keep.id === merge.id) return refused('registerMergeSame');
  // A member who registered themselves always keeps their own record: a register person named as the kept one
  // beside a member merges into the member, each field's choice read the other way round.
  if (merge.kind === 'member') {
    [keep, merge] = [merge, keep];
    fields =
      fields &&
      Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, c === 'keep' ? 'merge' : 'keep']));
  }
  const now = ctx.services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit) => {
    const merged = await lockedPerson(tx, merge.id);
    if (!merged) return refused('registerMergeGone');
    if (merged.person.mosqueId !== input.mosqueId) throw notFound('Record');
    if (keep.kind === 'member') {
      const [member] = await tx.select().from(users).where(eq(users.id, keep.id)).for('update');
      if (!member) return refused('registerMergeGone');
      if (member.role !== 'user' || member.mosqueId !== input.mosqueId) throw notFound('Record');
      return intoMember(tx, audit, {
        mosqueId: input.mosqueId,
        member,
        merged,
        fields,
        now,
        callerId: caller.id,
      });
    }
    const kept = await lockedPerson(tx, keep.id);
    if (!kept) return refused('registerMergeGone');
    if (kept.person.mosqueId !== input.mosqueId) throw notFound('Record');
    return intoPerson(tx, audit, {
      mosqueId: input.mosqueId,
      kept,
      merged,
      fields,
      now,
      callerId: caller.id,
    });
  });
}

type Common = { mosqueId: string; merged: Locked; fields: Choice; now: Date; callerId: string };

async function householdOf(tx: Tx, id: string) {
  const [household] = await tx.select().from(registerHouseholds).where(eq(registerHouseholds.id, id));
  return household!;
}

async function keepMerge(
  tx: Tx,
  audit: Audit,
  values: { mosqueId: string; keptKind: 'member' | 'register'; keptId: string; keptName: string | null },
  merged: Person,
  originals: Originals,
  made: Made,
  callerId: string,
  summary: Record<string, unknown>,
): Promise<Reply> {
  const [row] = await tx
    .insert(registerMerges)
    .values({
      mosqueId: values.mosqueId,
      keptKind: values.keptKind,
      keptId: values.keptId,
      mergedId: merged.id,
      originals: originals as unknown as Record<string, unknown>,
      made: made as unknown as Record<string, unknown>,
      mergedBy: callerId,
    })
    .returning({ id: registerMerges.id });
  // Who was merged into whom and what came of it; the originals themselves stay in register_merges alone.
  await audit(
    'register.merge',
    { type: 'registerMerge', id: row!.id },
    {
      kept: { kind: values.keptKind, id: values.keptId, name: values.keptName },
      merged: { kind: 'register', id: merged.id, name: merged.name, row: merged.rowNumber },
    },
    { merge: summary },
  );
  return { pass: true, ...say('registerMerged'), mergeId: row!.id };
}

/** A register person into another: the chosen values, and the merged person's household joins the kept one's. */
async function intoPerson(tx: Tx, audit: Audit, c: Common & { kept: Locked }): Promise<Reply> {
  const { kept, merged, fields } = c;
  const K = kept.person;
  const P = merged.person;
  const household = await householdOf(tx, P.householdId);
  const change: Partial<typeof registerPeople.$inferInsert> = { updatedAt: c.now };
  const picked = MERGE_FIELDS.filter((f) => chosen(fields, f));
  for (const f of picked) {
    if (f === 'dob') {
      change.dob = P.dob;
      change.dobApproximate = P.dobApproximate;
    } else if (f === 'name') change.name = P.name;
    else if (f === 'gender') change.gender = P.gender;
    else change[f] = P[f];
  }
  const sameHousehold = K.householdId === P.householdId;
  // In one household, the merged head's place goes to the kept person, whom the others' relations already name.
  if (sameHousehold && P.isHead) {
    change.isHead = true;
    change.relation = null;
  }
  await tx.update(registerPeople).set(change).where(eq(registerPeople.id, K.id));
  const moving = sameHousehold ? [] : merged.household;
  for (const o of moving) {
    await tx
      .update(registerPeople)
      .set({
        householdId: K.householdId,
        isHead: false,
        // Read through the merged person, who is now the kept one; only a head's relations name the household.
        relation: K.isHead ? relationThrough(P, o) : null,
        updatedAt: c.now,
      })
      .where(eq(registerPeople.id, o.id));
  }
  await retireRegisterPeople(tx, eq(registerPeople.id, P.id));
  await tx.delete(registerPeople).where(eq(registerPeople.id, P.id));
  if (!sameHousehold) await tx.delete(registerHouseholds).where(eq(registerHouseholds.id, P.householdId));
  return keepMerge(
    tx,
    audit,
    { mosqueId: c.mosqueId, keptKind: 'register', keptId: K.id, keptName: K.name },
    P,
    { kind: 'register', kept: K, merged: P, household, householdPeople: merged.household },
    { kind: 'register', moved: moving.map((o) => o.id), householdDeleted: !sameHousehold },
    c.callerId,
    { fields: picked, moved: moving.length },
  );
}

const sameName = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A register person into a member: the member's own filled details stay as they gave them and their mobile
 * never changes; an empty one takes the register's value where staff chose it. The rest of the household
 * becomes the member's family (each relation read through the merged person), once: someone of the same name
 * and date of birth already in the family is not added again. The household is then deleted.
 */
async function intoMember(
  tx: Tx,
  audit: Audit,
  c: Common & { member: typeof users.$inferSelect },
): Promise<Reply> {
  const { member, merged, fields } = c;
  const P = merged.person;
  const household = await householdOf(tx, P.householdId);
  const family = await tx.select().from(familyMembers).where(eq(familyMembers.userId, member.id));
  const before: MemberFields = {
    id: member.id,
    name: member.name,
    mobile: member.mobile,
    dob: member.dob,
    dobApproximate: member.dobApproximate,
    gender: member.gender,
    address: member.address,
  };
  const change: Partial<typeof users.$inferInsert> = {};
  const filled: string[] = [];
  if (chosen(fields, 'name') && isEmpty(member.name)) {
    change.name = P.name;
    filled.push('name');
  }
  if (chosen(fields, 'dob') && isEmpty(member.dob) && P.dob) {
    change.dob = P.dob;
    change.dobApproximate = P.dobApproximate;
    filled.push('dob', 'dobApproximate');
  }
  if (chosen(fields, 'gender') && isEmpty(member.gender) && P.gender) {
    change.gender = P.gender;
    filled.push('gender');
  }
  if (chosen(fields, 'address') && isEmpty(member.address) && P.address) {
    change.address = P.address;
    filled.push('address');
  }
  if (filled.length)
    await tx
      .update(users)
      .set({ ...change, updatedAt: c.now })
      .where(eq(users.id, member.id));

  const joining = merged.household.filter(
    (o) => !family.some((f) => sameName(f.name, o.name) && (f.dob ?? null) === (o.dob ?? null)),
  );
  const added = joining.length
    ? await tx
        .insert(familyMembers)
        .values(
          joining.map((o) => ({
            userId: member.id,
            uniqueId: humanId('AJ'),
            name: o.name,
            dob: o.dob,
            dobApproximate: o.dobApproximate,
            gender: o.gender,
            address: o.address,
            relation: relationThrough(P, o),
          })),
        )
        .returning({ id: familyMembers.id })
    : [];
  await deleteRegisterHousehold(tx, P.householdId);
  return keepMerge(
    tx,
    audit,
    { mosqueId: c.mosqueId, keptKind: 'member', keptId: member.id, keptName: member.name },
    P,
    {
      kind: 'member',
      member: before,
      memberFamily: family,
      merged: P,
      household,
      householdPeople: merged.household,
    },
    { kind: 'member', familyAdded: added.map((a) => a.id), memberFields: filled },
    c.callerId,
    { fields: filled, familyAdded: added.length },
  );
}
