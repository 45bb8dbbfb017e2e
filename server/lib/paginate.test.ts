import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosques } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { afterCursor, decodeCursor, encodeCursor, fetchSize, readAllPages, toPage } from './paginate';

let t: TestApp;
let tree: SmallTree;
beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db);
});
afterAll(() => t.close());

describe('cursors', () => {
  it('round-trip, and a forged one is a 400, not a 500', () => {
    expect(decodeCursor(encodeCursor({ after: 'Old Masjid', id: 'x' }))).toEqual({
      after: 'Old Masjid',
      id: 'x',
    });
    expect(decodeCursor(null)).toBeNull();
    expect(() => decodeCursor('not-a-cursor')).toThrow('Invalid page cursor');
    expect(() => decodeCursor(Buffer.from('[1]').toString('base64url'))).toThrow('Invalid page cursor');
  });

  it('toPage keeps `limit` rows and a cursor only when more exist', () => {
    const rows = [{ n: 'a' }, { n: 'b' }, { n: 'c' }];
    const page = toPage(
      rows,
      2,
      (r) => ({ after: r.n, id: r.n }),
      (r) => r.n,
    );
    expect(page.items).toEqual(['a', 'b']);
    expect(decodeCursor(page.nextCursor)).toEqual({ after: 'b', id: 'b' });
    expect(
      toPage(
        rows,
        3,
        (r) => ({ after: r.n, id: r.n }),
        (r) => r.n,
      ).nextCursor,
    ).toBeNull();
  });
});

it('pages through a table by keyset: every row once, in order, and the last page says so', async () => {
  const ids = [tree.oldMosque, tree.newMosque, tree.harbourMosque];
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 5; pages++) {
    const rows: { id: string; name: string }[] = await t.db
      .select({ id: mosques.id, name: mosques.name })
      .from(mosques)
      .where(and(inArray(mosques.id, ids), afterCursor(mosques.name, mosques.id, decodeCursor(cursor))))
      .orderBy(asc(mosques.name), asc(mosques.id))
      .limit(fetchSize(2));
    const page = toPage(
      rows,
      2,
      (r) => ({ after: r.name, id: r.id }),
      (r) => r.name,
    );
    seen.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(seen).toEqual(['T Harbour Masjid', 'T New Masjid', 'T Old Masjid']);
});

// A timestamp the database fills holds microseconds; a JS Date keeps milliseconds. A cursor built from
// `createdAt.toISOString()` would sit before its own row on PostgreSQL, and the next page would repeat it.
// The cursor must carry the column's exact text.
it('pages newest first by a database-filled timestamp when the cursor carries its exact text', async () => {
  const ids = [tree.oldMosque, tree.newMosque, tree.harbourMosque];
  const all = await t.db
    .select({ id: mosques.id })
    .from(mosques)
    .where(inArray(mosques.id, ids))
    .orderBy(desc(mosques.createdAt), desc(mosques.id));
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 5; pages++) {
    const rows: { id: string; at: string }[] = await t.db
      .select({ id: mosques.id, at: sql<string>`${mosques.createdAt}::text` })
      .from(mosques)
      .where(
        and(
          inArray(mosques.id, ids),
          afterCursor(mosques.createdAt, mosques.id, decodeCursor(cursor), 'desc'),
        ),
      )
      .orderBy(desc(mosques.createdAt), desc(mosques.id))
      .limit(fetchSize(1));
    const page = toPage(
      rows,
      1,
      (r) => ({ after: r.at, id: r.id }),
      (r) => r.id,
    );
    seen.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(seen).toEqual(all.map((r) => r.id));
});

describe('readAllPages', () => {
  it('reads every row once, page after page from each last row, and stops on a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}` }));
    const asked: (string | null)[] = [];
    const all = await readAllPages(
      async (cursor) => {
        asked.push(cursor?.id ?? null);
        const from = cursor ? rows.findIndex((r) => r.id === cursor.id) + 1 : 0;
        return rows.slice(from, from + fetchSize(3));
      },
      3,
      (r) => ({ after: r.id, id: r.id }),
    );
    expect(all).toEqual(rows);
    expect(asked).toEqual([null, 'r2', 'r5']);
  });

  it('asks once for an exact page and no more', async () => {
    let calls = 0;
    const all = await readAllPages(
      async () => {
        calls += 1;
        return [{ id: 'a' }, { id: 'b' }];
      },
      2,
      (r) => ({ after: r.id, id: r.id }),
    );
    expect([all.length, calls]).toEqual([2, 1]);
  });
});
