import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SIMILARITY_MIN } from '../../domain/register/duplicate-names';
import { startTestApp, type TestApp } from '../test/harness';
import { asciiTrigrams, similarNamePairs } from './name-pairs';

/**
 * The set similarity join finds exactly the pairs PostgreSQL's `similarity(a, b) >= t` finds when every pair of
 * a group is compared: on names in Latin, Devanagari and Urdu script drawn from few parts (so that many share
 * words and trigrams, as a register's do), in groups as large as a common date of birth.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PARTS = [
  ['Mohammed', 'Mohd', 'Muhammad', 'Abdul', 'Imran', 'Irfan', 'Ayesha', 'Aisha', 'Fatima', 'Farida', 'Salim'],
  ['Rahman', 'Rehman', 'Iqbal', 'Ali', 'Hasan', 'Hussain', 'Raza', 'Begum', ''],
  ['Khan', 'Qureshi', 'Ansari', 'Shaikh', 'Siddiqui', 'Khan Sahab', ''],
  ['मोहम्मद', 'मुहम्मद', 'इरफ़ान', 'इरफान', 'आयशा', 'आइशा', 'फ़ातिमा'],
  ['बेगम', 'ख़ान', 'अंसारी', 'इक़बाल', 'इकबाल', ''],
  ['محمد', 'عرفان', 'عائشہ', 'عایشہ', 'فاطمہ', 'عبدالرحمن', 'عبد الرحمن'],
  ['بیگم', 'خان', 'قریشی', 'حسین', ''],
];

/** Names drawn by a fixed sequence: Latin three-part names, and Devanagari and Urdu two-part ones. */
function names(count: number): string[] {
  let x = 11;
  const pick = (list: string[]) => {
    x = (x * 48_271) % 2_147_483_647;
    return list[x % list.length]!;
  };
  return Array.from({ length: count }, (_, i) => {
    const script = i % 3;
    const parts =
      script === 0
        ? [pick(PARTS[0]!), pick(PARTS[1]!), pick(PARTS[2]!)]
        : script === 1
          ? [pick(PARTS[3]!), pick(PARTS[4]!)]
          : [pick(PARTS[5]!), pick(PARTS[6]!)];
    return parts.filter(Boolean).join(' ') + (i % 7 === 0 ? '-' : '');
  });
}

describe('similarNamePairs', () => {
  it('finds the same pairs as PostgreSQL, with the same similarity', async () => {
    const all = names(600);
    const result = await t.db.execute(sql`
      with n as (select name, i - 1 as i, (i - 1) % 4 as grp from unnest(${sql.param(all)}::text[])
        with ordinality as t(name, i))
      select n.i, show_trgm(n.name) as trigrams,
        (select coalesce(array_agg(m.i order by m.i), '{}') from n m
          where m.grp = n.grp and m.i < n.i and similarity(n.name, m.name) >= ${NAME_SIMILARITY_MIN}::float8) as alike,
        (select coalesce(array_agg(similarity(n.name, m.name) order by m.i), '{}') from n m
          where m.grp = n.grp and m.i < n.i and similarity(n.name, m.name) >= ${NAME_SIMILARITY_MIN}::float8) as sims
      from n order by n.i`);
    const rows = (result as unknown as { rows: { trigrams: string[]; alike: number[]; sims: number[] }[] })
      .rows;
    const expected = rows
      .flatMap((r, i) => r.alike.map((j, k) => `${j}-${i} ${Math.fround(Number(r.sims[k]))}`))
      .sort();
    expect(expected.length).toBeGreaterThan(1000);
    const found = (
      await similarNamePairs(
        rows.map((r, i) => ({ trigrams: r.trigrams, group: String(i % 4) })),
        NAME_SIMILARITY_MIN,
        () => true,
      )
    )
      .map((p) => `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)} ${p.similarity}`)
      .sort();
    expect(found).toEqual(expected);
  });

  it('compares only within a group, and only the pairs wanted', async () => {
    const entries = [
      { trigrams: ['  a', ' ab', 'ab '], group: 'x' },
      { trigrams: ['  a', ' ab', 'ab '], group: 'y' },
      { trigrams: ['  a', ' ab', 'ab '], group: 'x' },
      { trigrams: ['  a', ' ab', 'ab '], group: null },
      { trigrams: ['  a', ' ab', 'ab '], group: 'x' },
    ];
    const pairs = await similarNamePairs(entries, 0.5, (a, b) => a !== 4 && b !== 4);
    expect(pairs.map((p) => [Math.min(p.a, p.b), Math.max(p.a, p.b), p.similarity])).toEqual([[0, 2, 1]]);
  });

  it("makes an ASCII name's trigrams as pg_trgm does, and leaves the others to it", async () => {
    const ascii = [
      ...names(300).filter((n) => asciiTrigrams(n) !== null),
      'MOHD. Irfan-Khan',
      "D'Souza  Abdul_Rahman",
      'A B',
      '42 Ali 7th',
      '...',
      '',
      'x',
      'Ab',
    ];
    const result = await t.db.execute(sql`
      select show_trgm(name) as t from unnest(${sql.param(ascii)}::text[]) with ordinality as n(name, i) order by i`);
    const expected = (result as unknown as { rows: { t: string[] }[] }).rows.map((r) => [...r.t].sort());
    expect(ascii.map((n) => [...asciiTrigrams(n)!].sort())).toEqual(expected);
    expect(asciiTrigrams('मोहम्मद Irfan')).toBeNull();
    expect(asciiTrigrams('Zoë')).toBeNull();
  });
});
