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
  await tx.execute(sql`analyze register_new`);
  const result = await tx.execute(sql`
    select n.row_number as row, 'mobile' as reason,
      case when p.import_id = ${importId} then 'file' else 'register' end as kind,
      p.id, p.name, p.row_number as other_row, n.name as own_name
    from register_new n
    join register_people p on p.mosque_id = ${mosqueId} and p.mobile = n.mobile and p.id <> n.id
    where n.mobile is not null
      and (p.import_id <> ${importId} or (p.household_id <> n.household_id and p.row_number < n.row_number))
    union all
    select n.row_number, 'nameAndDob', case when p.import_id = ${importId} then 'file' else 'register' end,
      p.id, p.name, p.row_number, n.name
    from register_new n
    join register_people p on p.mosque_id = ${mosqueId} and p.dob = n.dob and p.id <> n.id
    where n.dob is not null
      and (p.import_id <> ${importId} or p.row_number < n.row_number)
      and (p.name = n.name or similarity(p.name, n.name) >= ${NAME_SIMILARITY})
    union all
    select n.row_number, 'nameAndFather', case when p.import_id = ${importId} then 'file' else 'register' end,
      p.id, p.name, p.row_number, n.name
    from register_new n
    join register_people p on p.mosque_id = ${mosqueId} and lower(p.father_name) = n.father and p.id <> n.id
    where n.father is not null
      and (p.import_id <> ${importId} or (p.row_number < n.row_number and p.household_id <> n.household_id))
      and (p.name = n.name or similarity(p.name, n.name) >= ${NAME_SIMILARITY})
    union all
    select n.row_number, 'mobile', 'member', u.id, u.name, null, n.name
    from register_new n
    join users u on u.mobile = n.mobile and u.mosque_id = ${mosqueId} and u.role = 'user'
    union all
    select n.row_number, 'nameAndDob', 'member', u.id, u.name, null, n.name
    from register_new n
    join users u on u.dob = n.dob and u.mosque_id = ${mosqueId} and u.role = 'user'
    where u.name = n.name or similarity(u.name, n.name) >= ${NAME_SIMILARITY}`);
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
