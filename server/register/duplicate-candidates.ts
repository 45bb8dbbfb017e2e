import { sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { PAGE_SIZE_DEFAULT } from '../../domain/paging';
import { DUPLICATE_REASONS } from '../../domain/register/register-limits';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor, fetchSize } from '../lib/paginate';
import { AppError } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { recordSides } from './record-sides';
import { registerMosque } from './register-access';
import { freshPairs } from './register-pairs';

type PairRow = {
  rank: number;
  key: string;
  b_kind: 'member' | 'register';
  a_id: string;
  b_id: string;
  sim: number;
};

/**
 * One page of the masjid's kept pairs (register_pairs, made fresh first), strongest reason first, then in a
 * fixed order (the pair's key) for the keyset: a range of the table's primary key.
 */
async function duplicatePairPage(
  db: Db,
  mosqueId: string,
  cursor: { after: string | number; id: string } | null,
  limit: number,
): Promise<PairRow[]> {
  await freshPairs(db, mosqueId);
  const after = cursor ? sql`and (rank, key) > (${Number(cursor.after)}, ${cursor.id})` : sql``;
  const result = (await db.execute(sql`
    select rank, key, case when b_member_id is null then 'register' else 'member' end as b_kind, a_id,
      coalesce(b_register_id, b_member_id) as b_id, similarity as sim
    from register_pairs where mosque_id = ${mosqueId} ${after}
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
