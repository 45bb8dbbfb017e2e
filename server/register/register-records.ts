import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { registerPeople } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { registerMosque } from './register-access';
import { removeRegisterPeople } from './register-removal';

/**
 * A page of a masjid's register people, by name then id (the index register_people_mosque_name_idx), for staff
 * to choose whom to invite or remove: a name filter finds a part of the name (the trigram index), and
 * `withMobile` keeps those an SMS can reach. Every register person is unclaimed: a claim deletes the rows.
 */
export async function registerRecordsOf(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'getRegisterRecords'>,
): Promise<FunctionOutput<'getRegisterRecords'>> {
  const { db, caller } = ctx;
  await registerMosque(db, caller, input.mosqueId);
  const limit = input.limit ?? 50;
  const name = input.name?.trim();
  const rows = await db
    .select({
      personId: registerPeople.id,
      householdId: registerPeople.householdId,
      name: registerPeople.name,
      mobile: registerPeople.mobile,
      relation: registerPeople.relation,
      isHead: registerPeople.isHead,
      dob: registerPeople.dob,
      dobApproximate: registerPeople.dobApproximate,
      gender: registerPeople.gender,
      row: registerPeople.rowNumber,
      invitedAt: registerPeople.invitedAt,
    })
    .from(registerPeople)
    .where(
      and(
        eq(registerPeople.mosqueId, input.mosqueId),
        name ? ilike(registerPeople.name, containing(name)) : undefined,
        input.withMobile ? isNotNull(registerPeople.mobile) : undefined,
        afterCursor(registerPeople.name, registerPeople.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(asc(registerPeople.name), asc(registerPeople.id))
    .limit(fetchSize(limit));
  return toPage(
    rows,
    limit,
    (r) => ({ after: r.name, id: r.personId }),
    (r) => ({ ...r, invitedAt: r.invitedAt?.toISOString() ?? null }),
  );
}

/**
 * Removes a person from a masjid's register, when they asked the committee to be removed: their row goes; a
 * household that lost its head gets the next person as head, and an emptied one goes. Audited by the person's
 * id and masjid only: the trail must not keep what the person asked to have removed.
 */
export async function removeRegisterRecord(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'removeRegisterRecord'>,
): Promise<FunctionOutput<'removeRegisterRecord'>> {
  const { db, caller } = ctx;
  return withStaffWrite(db, caller, async (tx, audit) => {
    await registerMosque(tx, caller, input.mosqueId);
    const [person] = await tx
      .select({ id: registerPeople.id })
      .from(registerPeople)
      .where(and(eq(registerPeople.id, input.personId), eq(registerPeople.mosqueId, input.mosqueId)))
      .for('update');
    // Another masjid's person answers as a missing one: the caller keeps this masjid's register only.
    if (!person) throw notFound('Register record');
    await removeRegisterPeople(tx, [person.id]);
    await audit(
      'register.remove',
      { type: 'registerPerson', id: person.id },
      { mosqueId: input.mosqueId },
      null,
    );
    return { pass: true, ...say('registerRecordRemoved') };
  });
}
