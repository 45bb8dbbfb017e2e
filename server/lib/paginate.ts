import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MSG } from '../../domain/messages';
import { PAGE_SIZE_DEFAULT, type Paged } from '../../domain/paging';
import { AppError } from '../protocol/app-error';

/**
 * Keyset paging (docs/decisions/0003-keyset-paging.md): a page is "the next `limit` rows after this
 * (sort value, id)", read
 * through the sort index, so page 5,000 costs what page 1 costs and no COUNT over the table is needed.
 * Ask for `limit + 1` rows; the extra row only says whether a next page exists.
 */
export type Cursor = { after: string | number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.after, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or a 400 if it was not one of ours. */
export function decodeCursor(text: string | null | undefined): Cursor | null {
  if (!text) return null;
  try {
    const [after, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if ((typeof after === 'string' || typeof after === 'number') && typeof id === 'string')
      return { after, id };
  } catch {}
  throw new AppError('INVALID_ARGUMENT', MSG.invalidCursor);
}

/** Condition: the row comes after the cursor in (sort, id) order; true on the first page. */
export function afterCursor(
  sortColumn: AnyPgColumn | SQL,
  idColumn: AnyPgColumn,
  cursor: Cursor | null,
  direction: 'asc' | 'desc' = 'asc',
): SQL {
  if (!cursor) return sql`true`;
  return direction === 'asc'
    ? sql`(${sortColumn}, ${idColumn}) > (${cursor.after}, ${cursor.id})`
    : sql`(${sortColumn}, ${idColumn}) < (${cursor.after}, ${cursor.id})`;
}

/** The rows to fetch for a page: one more than the page holds. */
export const fetchSize = (limit = PAGE_SIZE_DEFAULT) => limit + 1;

/** Turns the `limit + 1` rows fetched into the paged reply, with the cursor of the page's last row. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  cursorOf: (row: R) => Cursor,
  toItem: (row: R) => T,
): Paged<T> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/**
 * Every row of a list, read page after page by the same keyset as its screen: an export holds tens of
 * thousands of rows, and one query for them all would hold them all in the database's memory at once.
 * `readPage` fetches `fetchSize(limit)` rows after the cursor.
 */
export async function readAllPages<R>(
  readPage: (cursor: Cursor | null) => Promise<R[]>,
  limit: number,
  cursorOf: (row: R) => Cursor,
): Promise<R[]> {
  const all: R[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readPage(cursor);
    const page = rows.slice(0, limit);
    all.push(...page);
    const last = page[page.length - 1];
    if (rows.length <= limit || !last) return all;
    cursor = cursorOf(last);
  }
}
