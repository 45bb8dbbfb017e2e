import { type SQL, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { PAGE_SIZE_DEFAULT } from '../../domain/paging';
import { NAME_SIMILARITY_MIN } from '../../domain/register/duplicate-names';
import { DUPLICATE_REASONS } from '../../domain/register/register-limits';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor, fetchSize } from '../lib/paginate';
import { AppError } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { recordSides } from './record-sides';
import { registerMosque } from './register-access';

type PairRow = {
  rank: number;
  key: string;
  b_kind: 'member' | 'register';
  a_id: string;
  b_id: string;
  sim: number;
};

const T = NAME_SIMILARITY_MIN;

/**
 * Every likely duplicate of one masjid that involves its register, as equi-joins on the indexes of migration
 * 0025 ((mosque, mobile), (mosque, dob), (mosque, lower(father_name))) with the name's similarity only a filter
 * on the rows they pair, never a join of its own: a trigram join would compare each person with all the others.
 * Two people of one household who share the family's phone are not a pair unless their names are alike too.
 * A pair found for several reasons is listed once, by its strongest (DUPLICATE_REASONS' order). Members are the
 * masjid's own (role 'user'); they have no father's name. bench/register-duplicates.ts measures it.
 */
function candidatePairs(mosqueId: string) {
  // pg_trgm's similarity costs about 10 µs a pair (it makes both names' trigrams each time): it runs only on
  // pairs whose names begin with the same letter, as a name written another way does ('Mohd' / 'Mohammed',
  // 'मोहम्मद' / 'मुहम्मद'), which leaves a household's other people and most of a common date out of it.
  const alike = (a: SQL, b: SQL) =>
    sql`(case when left(lower(${a}), 1) = left(lower(${b}), 1) then similarity(${a}, ${b}) >= ${T} else false end)`;
  const an = sql`a.name`;
  const bn = sql`b.name`;
  const un = sql`coalesce(u.name, '')`;
  return sql`
    select distinct on (b_kind, a_id, b_id) rank, b_kind, a_id, b_id, sim,
      b_kind || ':' || a_id::text || ':' || b_id::text as key
    from (
      select 0 as rank, 'register' as b_kind, a.id as a_id, b.id as b_id, similarity(a.name, b.name) as sim
        from register_people a
        join register_people b on b.mosque_id = a.mosque_id and b.mobile = a.mobile and b.id > a.id
        where a.mosque_id = ${mosqueId} and a.mobile is not null
          and (b.household_id <> a.household_id or ${alike(an, bn)})
      union all
      select 0, 'member', a.id, u.id, similarity(a.name, coalesce(u.name, ''))
        from register_people a
        join users u on u.mobile = a.mobile
        where a.mosque_id = ${mosqueId} and a.mobile is not null and u.mosque_id = ${mosqueId} and u.role = 'user'
      union all
      -- Two exact dates of birth, and similar names.
      select 1, 'register', a.id, b.id, similarity(a.name, b.name)
        from register_people a
        join register_people b on b.mosque_id = a.mosque_id and b.dob = a.dob and b.id > a.id
        where a.mosque_id = ${mosqueId} and a.dob is not null and not a.dob_approximate and not b.dob_approximate
          and ${alike(an, bn)}
      union all
      -- A date made from an age says only the year (1 July of it), which hundreds share: the name must then be
      -- the same, in any case.
      select 1, 'register', a.id, b.id, 1
        from register_people a
        join register_people b
          on b.mosque_id = a.mosque_id and b.dob = a.dob and lower(b.name) = lower(a.name) and b.id > a.id
        where a.mosque_id = ${mosqueId} and a.dob is not null and (a.dob_approximate or b.dob_approximate)
      union all
      select 1, 'member', a.id, u.id, similarity(a.name, coalesce(u.name, ''))
        from register_people a
        join users u on u.dob = a.dob
        where a.mosque_id = ${mosqueId} and a.dob is not null and not a.dob_approximate
          and u.mosque_id = ${mosqueId} and u.role = 'user' and not u.dob_approximate and ${alike(an, un)}
      union all
      select 1, 'member', a.id, u.id, 1
        from register_people a
        join users u on u.dob = a.dob and lower(u.name) = lower(a.name)
        where a.mosque_id = ${mosqueId} and a.dob is not null and u.mosque_id = ${mosqueId} and u.role = 'user'
          and (a.dob_approximate or u.dob_approximate)
      union all
      select 2, 'register', a.id, b.id, similarity(a.name, b.name)
        from register_people a
        join register_people b
          on b.mosque_id = a.mosque_id and lower(b.father_name) = lower(a.father_name) and b.id > a.id
        -- Brothers and sisters of one household share their father and often most of their name ('Alina
        -- Siddiqui', 'Ayaan Siddiqui'): the father's rule pairs people of different households only, as the
        -- import's dry run does.
        where a.mosque_id = ${mosqueId} and a.father_name is not null and b.father_name is not null
          and b.household_id <> a.household_id and ${alike(an, bn)}
    ) found
    order by b_kind, a_id, b_id, rank`;
}

/** One page of the pairs, strongest reason first, then in a fixed order (the pair's key) for the keyset. */
async function duplicatePairPage(
  db: Db,
  mosqueId: string,
  cursor: { after: string | number; id: string } | null,
  limit: number,
): Promise<PairRow[]> {
  const after = cursor ? sql`where (rank, key) > (${Number(cursor.after)}, ${cursor.id})` : sql``;
  const result = (await db.execute(sql`
    select * from (${candidatePairs(mosqueId)}) pairs ${after}
    order by rank, key
    limit ${fetchSize(limit)}`)) as unknown as { rows: PairRow[] };
  return result.rows;
}

/** A masjid's likely duplicates involving its register, a page at a time, each with both records. */
export async function duplicateCandidates(
  ctx: ServiceContext<'db' | 'caller'>,
  input: ParsedInput<'getDuplicateCandidates'>,
): Promise<FunctionOutput<'getDuplicateCandidates'>> {
  const { db, caller } = ctx;
  await registerMosque(db, caller, input.mosqueId);
  const limit = input.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(input.cursor);
  if (cursor && !Number.isInteger(cursor.after)) throw new AppError('INVALID_ARGUMENT', MSG.invalidCursor);
  const rows = await duplicatePairPage(db, input.mosqueId, cursor, limit);
  const page = rows.slice(0, limit);
  const sides = await recordSides(db, [
    ...page.map((r) => ({ kind: 'register' as const, id: r.a_id })),
    ...page.map((r) => ({ kind: r.b_kind, id: r.b_id })),
  ]);
  const last = page[page.length - 1];
  return {
    // A record gone between the two reads (merged a moment ago) drops its pair from the page.
    items: page
      .filter((r) => sides.has(r.a_id) && sides.has(r.b_id))
      .map((r) => ({
        reason: DUPLICATE_REASONS[Number(r.rank)]!,
        similarity: Math.round(Number(r.sim) * 100) / 100,
        a: sides.get(r.a_id)!,
        b: sides.get(r.b_id)!,
      })),
    nextCursor: rows.length > limit && last ? encodeCursor({ after: Number(last.rank), id: last.key }) : null,
  };
}
