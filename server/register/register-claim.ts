import { asc, count, desc, eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { hasAcceptedNotice } from '../../domain/privacy';
import { relationThrough } from '../../domain/register/relation-through';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { familyMembers, mosques, registerImports, registerPeople, users } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';
import { humanId } from '../lib/tokens';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { forgetCachedSessions } from '../sign-in/sessions';
import { deleteRegisterHousehold } from './register-removal';

type Person = typeof registerPeople.$inferSelect;

/**
 * The register person a member's own number offers (docs/decisions/0014-masjid-register.md): a head of a
 * household before anyone else of theirs, and of several households the newest import's. The number comes
 * from the session, which an OTP or a password already proved.
 */
async function offeredPerson(db: Db | Tx, mobile: string | null): Promise<Person | null> {
  if (!mobile) return null;
  const [row] = await db
    .select({ person: registerPeople })
    .from(registerPeople)
    .innerJoin(registerImports, eq(registerImports.id, registerPeople.importId))
    .where(eq(registerPeople.mobile, mobile))
    .orderBy(
      desc(registerPeople.isHead),
      desc(registerImports.createdAt),
      asc(registerPeople.rowNumber),
      asc(registerPeople.id),
    )
    .limit(1);
  return row?.person ?? null;
}

/**
 * The register record of the caller's own number, if a masjid's register holds one: the person's own name, their
 * masjid and how many others their household has. Nothing of the others: the claim shows them once taken.
 */
export async function registerOffer(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterOffer'>,
): Promise<FunctionOutput<'getRegisterOffer'>> {
  const { db, caller } = ctx;
  const person = await offeredPerson(db, caller.mobile);
  if (!person) return { offer: null };
  const [mosque] = await db
    .select({ name: mosques.name })
    .from(mosques)
    .where(eq(mosques.id, person.mosqueId));
  const [{ n } = { n: 1 }] = await db
    .select({ n: count() })
    .from(registerPeople)
    .where(eq(registerPeople.householdId, person.householdId));
  return { offer: { name: person.name, mosqueName: mosque?.name ?? '', familyCount: Math.max(0, n - 1) } };
}

const isEmpty = (value: string | null) => value === null || value.trim() === '';

/**
 * Takes the register record of the caller's own number as theirs, once they accepted the notice in force: their
 * empty details (name, date of birth with whether it is approximate, gender, address, masjid) are filled from
 * it, every other person of its household becomes one of their family (each relation read through the person
 * who claims), and the household's register rows are deleted, in one transaction with its audit row. What is
 * audited is the claim and its count, never the people.
 */
export async function claimRegisterRecord(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'claimRegisterRecord'>,
): Promise<FunctionOutput<'claimRegisterRecord'>> {
  const { db, caller } = ctx;
  if (!hasAcceptedNotice(caller.noticeVersion))
    return { pass: false, ...say('registerClaimNoticeFirst'), familyAdded: 0 };
  const now = ctx.services.clock.now();
  const outcome = await withTransaction(db, async (tx) => {
    // The member's row is locked: two claims at once take the household once, the second finds it gone.
    const [member] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
    if (!member) return null;
    const person = await offeredPerson(tx, member.mobile);
    if (!person) return null;
    const household = await tx
      .select()
      .from(registerPeople)
      .where(eq(registerPeople.householdId, person.householdId))
      .orderBy(asc(registerPeople.rowNumber), asc(registerPeople.id))
      .for('update');
    const others = household.filter((p) => p.id !== person.id);
    await tx
      .update(users)
      .set({
        ...(isEmpty(member.name) ? { name: person.name } : {}),
        ...(member.dob === null && person.dob !== null
          ? { dob: person.dob, dobApproximate: person.dobApproximate }
          : {}),
        ...(member.gender === null && person.gender !== null ? { gender: person.gender } : {}),
        ...(isEmpty(member.address) && person.address ? { address: person.address } : {}),
        ...(member.mosqueId === null ? { mosqueId: person.mosqueId } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, member.id));
    if (others.length > 0)
      await tx.insert(familyMembers).values(
        others.map((other, i) => ({
          userId: member.id,
          uniqueId: humanId('AJ'),
          name: other.name,
          relation: relationThrough(person, other),
          dob: other.dob,
          dobApproximate: other.dob !== null && other.dobApproximate,
          gender: other.gender,
          address: other.address ?? person.address,
          // The household's order, kept in /family's order (by when each was added).
          createdAt: new Date(now.getTime() + i),
          updatedAt: now,
        })),
      );
    await deleteRegisterHousehold(tx, person.householdId);
    await recordAudit(
      tx,
      { id: caller.id },
      'register.claim',
      { type: 'registerPerson', id: person.id },
      null,
      { mosqueId: person.mosqueId, familyAdded: others.length },
    );
    return { familyAdded: others.length };
  });
  if (!outcome) return { pass: false, ...say('registerClaimNone'), familyAdded: 0 };
  forgetCachedSessions(db, caller.id);
  const { familyAdded } = outcome;
  const said =
    familyAdded === 0 ? say('registerClaimedAlone') : say('registerClaimed', { count: familyAdded });
  return { pass: true, ...said, familyAdded };
}
