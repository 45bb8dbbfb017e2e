import { sql } from 'drizzle-orm';
import type { DuplicateReason } from '../../domain/register/register-limits';
import type { Tx } from '../db/transaction';

/**
 * How alike two names must be (pg_trgm's similarity, the share of their trigrams in common) to be flagged with
 * the same date of birth or father's name. Measured on the spellings one person gets in a register: "Mohd
 * Irfan"/"Mohammed Irfan" 0.53, "Aisha"/"Ayesha Begum" 0.56, "मोहम्मद इरफ़ान"/"मुहम्मद इरफ़ान" 0.65,
 * "عائشہ"/"عایشہ بیگم" 0.57, "عبدالرحمن"/"عبد الرحمن" 0.62; while different people sharing a first or last
 * name stay under it: "Ayesha Begum"/"Fatima Begum" 0.30, "Mohammed Irfan"/"Mohammed Salim" 0.43,
 * "فاطمہ بیگم"/"عائشہ بیگم" 0.29 (server/register/register-duplicates.test.ts). Brothers such as "Mohammed
 * Irfan"/"Mohammed Imran" (0.58) share their father too, so a similar name with the same father is never
 * looked for inside one household of the file.
 */
export const NAME_SIMILARITY = 0.5;

/**
 * The pairs of a new person and another record (of this import, an earlier one, or a member of the masjid) with
 * the same date of birth or father's name whose names may be alike, in `register_pairs`. Comparing every pair
 * with the same date of birth is too slow: an age gives hundreds of people one date (1 July of its year). So
 * each name keeps only its rarest trigrams (pg_trgm's show_trgm, ordered by how many names have them), as many
 * as a name at the threshold must share: two names of similarity at least NAME_SIMILARITY (the share of their
 * trigrams in common) always share one of those (the prefix filter of set-similarity joins), and most pairs
 * share none. The similarity itself is then computed for the candidates alone.
 */
async function nameCandidates(tx: Tx, mosqueId: string, importId: string): Promise<void> {
  await tx.execute(sql`
    create temp table register_tokens on commit drop as
    with side as (
      select id, 'register' as kind, import_id = ${importId} as is_new, name, dob, lower(father_name) as father
      from register_people where mosque_id = ${mosqueId}
      union all
      select id, 'member', false, name, dob, null from users
      where mosque_id = ${mosqueId} and role = 'user' and name is not null and dob is not null
    ),
    token as (
      select side.*, tok, count(*) over (partition by side.id) as size
      from side, unnest(show_trgm(side.name)) as tok
    ),
    often as (select tok, count(*) as names from token group by tok),
    ranked as (
      select token.*, row_number() over (partition by token.id order by often.names, token.tok) as rank
      from token join often using (tok)
    )
    select id, kind, is_new, dob, father, tok from ranked
    where rank <= size - ceil(${NAME_SIMILARITY}::float8 * size) + 1`);
  await tx.execute(sql`analyze register_tokens`);
  await tx.execute(sql`
    create temp table register_pairs on commit drop as
    select distinct a.id as new_id, b.id as other_id, b.kind, 'nameAndDob' as reason
    from register_tokens a join register_tokens b on b.tok = a.tok and b.dob = a.dob and b.id <> a.id
    where a.is_new and a.dob is not null
    union
    select distinct a.id, b.id, b.kind, 'nameAndFather'
    from register_tokens a join register_tokens b on b.tok = a.tok and b.father = a.father and b.id <> a.id
    where a.is_new and a.father is not null and b.kind = 'register'`);
}

/** A likely duplicate of a new row: another row of the file, an earlier import's person, or a member. */
export type FoundDuplicate = {
  row: number;
  reason: DuplicateReason;
  name: string;
  otherRow?: number;
  other?: { kind: 'member' | 'register'; id: string; name: string | null };
};

type Found = {
  row: number;
  reason: DuplicateReason;
  kind: 'file' | 'register' | 'member';
  id: string;
  name: string | null;
  other_row: number | null;
  own_name: string;
};

const REASON_ORDER: readonly DuplicateReason[] = ['mobile', 'nameAndDob', 'nameAndFather'];
const KIND_ORDER = ['member', 'register', 'file'] as const;

/**
 * The likely duplicates of this import's new people (decision 0014), found by PostgreSQL in the import's own
 * transaction once they are written: the same mobile number (within the file only between households, as a
 * family shares one phone), or a similar name with the same date of birth or the same father's name, against
 * the file's earlier rows, the masjid's earlier register people and the masjid's members (mobile, or name and
 * date of birth). One per row: a member before a register person before a row of the file.
 */
export async function findDuplicates(tx: Tx, mosqueId: string, importId: string): Promise<FoundDuplicate[]> {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`
    create temp table register_new on commit drop as
    select id, row_number, household_id, name, mobile, dob, lower(father_name) as father
    from register_people where mosque_id = ${mosqueId} and import_id = ${importId}`);
  await tx.execute(sql`alter table register_new add primary key (id)`);
  await tx.execute(sql`analyze register_new`);
  await nameCandidates(tx, mosqueId, importId);
  await tx.execute(sql`analyze register_pairs`);
  const result = await tx.execute(sql`
    select n.row_number as row, 'mobile' as reason,
      case when p.import_id = ${importId} then 'file' else 'register' end as kind,
      p.id, p.name, p.row_number as other_row, n.name as own_name
    from register_new n
    join register_people p on p.mosque_id = ${mosqueId} and p.mobile = n.mobile and p.id <> n.id
    where n.mobile is not null
      and (p.import_id <> ${importId} or (p.household_id <> n.household_id and p.row_number < n.row_number))
    union all
    select n.row_number, 'mobile', 'member', u.id, u.name, null, n.name
    from register_new n
    join users u on u.mobile = n.mobile and u.mosque_id = ${mosqueId} and u.role = 'user'
    union all
    select n.row_number, c.reason,
      case when c.kind = 'member' then 'member' when p.import_id = ${importId} then 'file' else 'register' end,
      c.other_id, coalesce(p.name, u.name), p.row_number, n.name
    from register_pairs c
    join register_new n on n.id = c.new_id
    left join register_people p on c.kind = 'register' and p.id = c.other_id
    left join users u on c.kind = 'member' and u.id = c.other_id
    where similarity(n.name, coalesce(p.name, u.name)) >= ${NAME_SIMILARITY}::float8
      and (c.kind = 'member' or p.import_id <> ${importId} or (p.row_number < n.row_number
        and (c.reason = 'nameAndDob' or p.household_id <> n.household_id)))`);
  const rows = (result as unknown as { rows: Found[] }).rows;
  const best = new Map<number, Found>();
  const rank = (f: Found) => KIND_ORDER.indexOf(f.kind) * 10 + REASON_ORDER.indexOf(f.reason);
  for (const found of rows) {
    const held = best.get(found.row);
    if (
      !held ||
      rank(found) < rank(held) ||
      (rank(found) === rank(held) && (found.other_row ?? 0) < (held.other_row ?? 0))
    )
      best.set(found.row, found);
  }
  return [...best.values()]
    .sort((a, b) => a.row - b.row)
    .map((f) =>
      f.kind === 'file'
        ? { row: f.row, reason: f.reason, name: f.own_name, otherRow: f.other_row ?? undefined }
        : { row: f.row, reason: f.reason, name: f.own_name, other: { kind: f.kind, id: f.id, name: f.name } },
    );
}
