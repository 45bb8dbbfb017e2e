import { sql } from 'drizzle-orm';
import { NAME_SIMILARITY_MIN } from '../../domain/register/duplicate-names';
import type { Db } from '../db/client';
import { type Tx, withTransaction } from '../db/transaction';
import { similarNamePairs } from './name-pairs';
import { keptPeople } from './register-duplicates';

type Pair = { rank: number; bKind: 'register' | 'member'; a: string; b: string; similarity: number };

const T = NAME_SIMILARITY_MIN;
const BATCH = 5000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const list = (values: unknown[]) => sql.param(values);

/**
 * The same mobile number: two register people of different households, or of one household with alike names
 * (a head and his wife share the family's phone, and are no pair); a register person and a member. By the
 * (mosque, mobile) indexes.
 */
async function mobilePairs(tx: Tx, mosqueId: string): Promise<Pair[]> {
  const result = await tx.execute(sql`
    select 'register' as kind, a.id as a, b.id as b, similarity(a.name, b.name) as s
    from register_people a
    join register_people b on b.mosque_id = a.mosque_id and b.mobile = a.mobile and b.id > a.id
    where a.mosque_id = ${mosqueId} and a.mobile is not null
      and (b.household_id <> a.household_id or similarity(a.name, b.name) >= ${T}::float8)
    union all
    select 'member', a.id, u.id, similarity(a.name, coalesce(u.name, ''))
    from register_people a
    join users u on u.mobile = a.mobile
    where a.mosque_id = ${mosqueId} and a.mobile is not null and u.mosque_id = ${mosqueId} and u.role = 'user'`);
  return rowsOf<{ kind: 'register' | 'member'; a: string; b: string; s: number }>(result).map((r) => ({
    rank: 0,
    bKind: r.kind,
    a: r.a,
    b: r.b,
    similarity: Number(r.s),
  }));
}

/**
 * A similar name (pg_trgm's similarity, NAME_SIMILARITY_MIN) with the same date of birth (two register people, or
 * one and a member), or with the same father's name (two register people of different households: brothers
 * share their father and often most of their name). Joined in the process on the database's own trigrams
 * (similarNamePairs), as the import's dry run does: every pair of a date is compared, a date made from an age
 * (1 July of its year) too, whatever letter the names begin with.
 */
async function namePairs(tx: Tx, mosqueId: string): Promise<Pair[]> {
  const people = await keptPeople(tx, mosqueId);
  const pairs: Pair[] = [];
  const add = (x: number, y: number, rank: number, similarity: number) => {
    const [p, q] = [people[x]!, people[y]!];
    if (p.kind === 'member' || q.kind === 'member') {
      const [r, m] = p.kind === 'member' ? [q, p] : [p, q];
      pairs.push({ rank, bKind: 'member', a: r.id, b: m.id, similarity });
    } else
      pairs.push({
        rank,
        bKind: 'register',
        a: p.id < q.id ? p.id : q.id,
        b: p.id < q.id ? q.id : p.id,
        similarity,
      });
  };
  const byDob = await similarNamePairs(
    people.map((p) => ({ trigrams: p.trigrams, group: p.dob })),
    T,
    (a, b) => people[a]!.kind === 'register' || people[b]!.kind === 'register',
  );
  for (const { a, b, similarity } of byDob) add(a, b, 1, similarity);
  const byFather = await similarNamePairs(
    people.map((p) => ({ trigrams: p.trigrams, group: p.father })),
    T,
    (a, b) => people[a]!.household !== people[b]!.household,
  );
  for (const { a, b, similarity } of byFather) add(a, b, 2, similarity);
  return pairs;
}

/** A masjid's pairs computed again and kept, each once, by its strongest reason (DUPLICATE_REASONS' order). */
async function storePairs(tx: Tx, mosqueId: string): Promise<void> {
  await tx.execute(sql`delete from register_pairs where mosque_id = ${mosqueId}`);
  const strongest = new Map<string, Pair>();
  for (const pair of [...(await mobilePairs(tx, mosqueId)), ...(await namePairs(tx, mosqueId))]) {
    const key = `${pair.bKind}:${pair.a}:${pair.b}`;
    const held = strongest.get(key);
    if (!held || pair.rank < held.rank) strongest.set(key, pair);
  }
  const pairs = [...strongest.entries()];
  for (let i = 0; i < pairs.length; i += BATCH) {
    const part = pairs.slice(i, i + BATCH);
    const col = <V>(pick: (e: (typeof part)[number]) => V) => list(part.map(pick));
    await tx.execute(sql`
      insert into register_pairs (mosque_id, rank, key, a_id, b_register_id, b_member_id, similarity)
      select ${mosqueId}::uuid, rank, key, a, case when kind = 'register' then b end, case when kind = 'member' then b end, s
      from unnest(${col(([, p]) => p.rank)}::smallint[], ${col(([k]) => k)}::text[], ${col(([, p]) => p.a)}::uuid[],
        ${col(([, p]) => p.bKind)}::text[], ${col(([, p]) => p.b)}::uuid[], ${col(([, p]) => p.similarity)}::float8[])
        as t(rank, key, a, kind, b, s)`);
  }
}

/**
 * Makes a masjid's kept pairs (register_pairs) those of its register and members as they are now: nothing to
 * do when no write has marked them stale since they were computed (the triggers of migration 0029), else they
 * are computed again, by one caller at a time. The mark is set fresh before the people are read, on the row
 * every marking writer must lock, so a write that commits during the computing marks them stale again after it.
 */
export async function freshPairs(db: Db, mosqueId: string): Promise<void> {
  const state = rowsOf<{ fresh: boolean }>(
    await db.execute(sql`select fresh from register_pairs_state where mosque_id = ${mosqueId}`),
  );
  if (state[0]?.fresh) return;
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`register-pairs:${mosqueId}`}, 0))`);
    const now = rowsOf<{ fresh: boolean }>(
      await tx.execute(sql`select fresh from register_pairs_state where mosque_id = ${mosqueId} for update`),
    );
    if (now[0]?.fresh) return;
    await tx.execute(sql`
      insert into register_pairs_state (mosque_id, fresh) values (${mosqueId}, true)
      on conflict (mosque_id) do update set fresh = true`);
    await tx.execute(sql`set local jit = off`);
    await storePairs(tx, mosqueId);
  });
}
