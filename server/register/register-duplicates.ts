import { sql } from 'drizzle-orm';
import type { DuplicateReason } from '../../domain/register/register-limits';
import type { Tx } from '../db/transaction';
import { asciiTrigrams, similarNamePairs } from './name-pairs';
import type { PlannedPerson } from './register-plan';

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

/** A person the file would add, in the household (kept or new) they would join. */
export type NewPerson = Pick<PlannedPerson, 'row' | 'name' | 'mobile' | 'dob' | 'fatherName'> & {
  householdId: string;
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

/** An array as one parameter (PostgreSQL's array), not the list of parameters drizzle makes of it. */
const list = (values: unknown[]) => sql.param(values);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * pg_trgm's trigrams of each name: made here for a name in ASCII (asciiTrigrams), asked of the database
 * (`show_trgm`, as one string a name: they hold letters, digits and spaces only) for the others.
 */
async function trigramsOf(tx: Tx, names: string[]): Promise<string[][]> {
  const made = names.map(asciiTrigrams);
  const asked = names.filter((_, i) => made[i] === null);
  const answered =
    asked.length === 0
      ? []
      : rowsOf<{ t: string }>(
          await tx.execute(sql`
            select array_to_string(show_trgm(name), '|') as t
            from unnest(${list(asked)}::text[]) with ordinality as n(name, i) order by i`),
        ).map((r) => (r.t === '' ? [] : r.t.split('|')));
  let next = 0;
  return made.map((m) => m ?? answered[next++]!);
}

/**
 * The file's people with the same mobile number as an earlier row of another household of the file (a family
 * shares one phone), and with the number of a person of the masjid's register or of one of its members.
 */
async function mobilePairs(tx: Tx, mosqueId: string, people: readonly NewPerson[]): Promise<Found[]> {
  const found: Found[] = [];
  const earliest = new Map<string, { first: NewPerson; other?: NewPerson }>();
  for (const p of [...people].sort((a, b) => a.row - b.row)) {
    if (!p.mobile) continue;
    const seen = earliest.get(p.mobile);
    if (!seen) {
      earliest.set(p.mobile, { first: p });
      continue;
    }
    // The earliest row of another household: the first one's, or the earliest beside it of a third.
    const earlier = seen.first.householdId !== p.householdId ? seen.first : seen.other;
    if (earlier)
      found.push({
        row: p.row,
        reason: 'mobile',
        kind: 'file',
        id: '',
        name: earlier.name,
        other_row: earlier.row,
        own_name: p.name,
      });
    if (!seen.other && seen.first.householdId !== p.householdId) seen.other = p;
  }
  const withMobile = people.filter((p) => p.mobile);
  if (withMobile.length === 0) return found;
  const result = await tx.execute(sql`
    with n as (select * from unnest(${list(withMobile.map((p) => p.mobile))}::text[]) with ordinality as n(mobile, i))
    select n.i, 'register' as kind, p.id, p.name, p.row_number as other_row
    from n join register_people p on p.mosque_id = ${mosqueId} and p.mobile = n.mobile
    union all
    select n.i, 'member', u.id, u.name, null
    from n join users u on u.mobile = n.mobile and u.mosque_id = ${mosqueId} and u.role = 'user'`);
  for (const r of rowsOf<{
    i: string;
    kind: 'register' | 'member';
    id: string;
    name: string | null;
    other_row: number | null;
  }>(result)) {
    const p = withMobile[Number(r.i) - 1]!;
    found.push({
      row: p.row,
      reason: 'mobile',
      kind: r.kind,
      id: r.id,
      name: r.name,
      other_row: r.other_row,
      own_name: p.name,
    });
  }
  return found;
}

export type Person = {
  id: string;
  kind: 'file' | 'register' | 'member';
  row: number | null;
  household: string | null;
  name: string;
  dob: string | null;
  father: string | null;
  trigrams: string[];
};

/** The masjid's register and its members with a date of birth, whose names a new person's are compared with. */
export async function keptPeople(tx: Tx, mosqueId: string): Promise<Person[]> {
  const result = await tx.execute(sql`
    select id, 'register' as kind, row_number as row, household_id as household, name, dob::text as dob,
      lower(father_name) as father
    from register_people where mosque_id = ${mosqueId}
    union all
    select id, 'member', null, null, name, dob::text, null
    from users where mosque_id = ${mosqueId} and role = 'user' and name is not null and dob is not null`);
  const people = rowsOf<Omit<Person, 'trigrams'>>(result);
  const trigrams = await trigramsOf(
    tx,
    people.map((p) => p.name),
  );
  return people.map((p, i) => ({ ...p, trigrams: trigrams[i]! }));
}

/**
 * The pairs of a new person and another record with a similar name and the same date of birth, or (between
 * register people of different households of the file, or with an earlier import's) the same father's name.
 * Comparing every pair with the same date took minutes (an age gives hundreds of people one date, 1 July of its
 * year), so the names are joined in the process on the database's own trigrams (similarNamePairs), which finds
 * the same pairs as `similarity(a, b) >= NAME_SIMILARITY` over every pair of a date or a father.
 */
async function namePairs(
  tx: Tx,
  mosqueId: string,
  people: readonly NewPerson[],
  meanwhile: () => Promise<void>,
): Promise<Found[]> {
  const trigrams = await trigramsOf(
    tx,
    people.map((p) => p.name),
  );
  const all: Person[] = [
    ...people.map((p, i) => ({
      id: '',
      kind: 'file' as const,
      row: p.row,
      household: p.householdId,
      name: p.name,
      dob: p.dob,
      father: p.fatherName?.toLowerCase() ?? null,
      trigrams: trigrams[i]!,
    })),
    ...(await keptPeople(tx, mosqueId)),
  ];
  // What follows is the process's alone: the caller's writes go to the database meanwhile.
  const [found] = await Promise.all([joinNames(all), meanwhile()]);
  return found;
}

async function joinNames(all: Person[]): Promise<Found[]> {
  const isNew = (p: Person) => p.kind === 'file';
  const found: Found[] = [];
  const add = (x: Person, y: Person, reason: DuplicateReason) => {
    // Within the file, a row is a duplicate of an earlier row: the later one is the row reported.
    const [n, o] = isNew(x) && (!isNew(y) || y.row! < x.row!) ? [x, y] : [y, x];
    found.push({
      row: n.row!,
      reason,
      kind: o.kind,
      id: o.id,
      name: o.name,
      other_row: o.row,
      own_name: n.name,
    });
  };
  const byDob = await similarNamePairs(
    all.map((p) => ({ trigrams: p.trigrams, group: p.dob })),
    NAME_SIMILARITY,
    (a, b) => isNew(all[a]!) || isNew(all[b]!),
  );
  for (const { a, b } of byDob) add(all[a]!, all[b]!, 'nameAndDob');
  const byFather = await similarNamePairs(
    all.map((p) => ({ trigrams: p.trigrams, group: p.father })),
    NAME_SIMILARITY,
    (a, b) => {
      const [x, y] = [all[a]!, all[b]!];
      // Brothers share their father and often most of their name: only across households (NAME_SIMILARITY).
      return (isNew(x) || isNew(y)) && (!isNew(x) || !isNew(y) || x.household !== y.household);
    },
  );
  for (const { a, b } of byFather) add(all[a]!, all[b]!, 'nameAndFather');
  return found;
}

/**
 * The likely duplicates of the people a file would add (decision 0014), before anything is written, so that
 * the dry run and the import find the same: the same mobile number (within the file only between
 * households, as a family shares one phone), or a similar name with the same date of birth or the same
 * father's name (namePairs), against the file's earlier rows, the masjid's register and the masjid's members
 * (mobile, or name and date of birth). One per row: a member before a register person before a row of the
 * file. `meanwhile` runs while the names are compared in the process, once the masjid's people are read: the
 * import's writes, which it then no longer reads, on the database's core while the comparing takes the
 * process's.
 */
export async function findDuplicates(
  tx: Tx,
  mosqueId: string,
  people: readonly NewPerson[],
  meanwhile: () => Promise<void> = async () => {},
): Promise<FoundDuplicate[]> {
  await tx.execute(sql`set local jit = off`);
  const rows = [
    ...(await mobilePairs(tx, mosqueId, people)),
    ...(await namePairs(tx, mosqueId, people, meanwhile)),
  ];
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
