import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { TestApp } from './harness';

/**
 * What the tests of an admin's writes check around a call: which rows it wrote, that a write is audited once,
 * and that a refused one wrote nothing. `db` is read at each call, since the app starts in a `beforeAll`.
 */
export function watchRows<Tables extends Record<string, PgTable>>(db: () => Db, tables: Tables) {
  /** Row counts of the tables the functions under test write. */
  async function counts(): Promise<Record<keyof Tables, number>> {
    const found = {} as Record<keyof Tables, number>;
    for (const [key, table] of Object.entries(tables) as [keyof Tables, PgTable][]) {
      found[key] = (await db().select({ n: count() }).from(table))[0]!.n;
    }
    return found;
  }

  /** Runs a write and expects exactly one new audit_log row, which it returns. */
  async function withOneAudit<T>(write: () => Promise<T>) {
    const audits = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
    const before = await audits();
    const result = await write();
    expect(await audits()).toBe(before + 1);
    const [row] = await db().select().from(auditLog).orderBy(sql`${auditLog.createdAt} desc`).limit(1);
    return { result, audit: row! };
  }

  /** Runs a refused write and expects nothing to change. */
  async function writesNothing<T>(write: () => Promise<T>): Promise<T> {
    const before = await counts();
    const result = await write();
    expect(await counts()).toEqual(before);
    return result;
  }

  return { counts, withOneAudit, writesNothing };
}

/**
 * Makes each call as a member, a volunteer and a visitor, and expects 403, 403 and 401, no result, and
 * nothing written: what only an admin may call.
 */
export async function expectOnlyAdmins(
  t: TestApp,
  calls: readonly (readonly [FunctionName, unknown])[],
  tokens: { member: string; volunteer: string },
  writesNothing: <T>(write: () => Promise<T>) => Promise<T>,
) {
  for (const [name, data] of calls) {
    for (const [who, token, status] of [
      ['member', tokens.member, 403],
      ['volunteer', tokens.volunteer, 403],
      ['visitor', null, 401],
    ] as const) {
      const res = await writesNothing(() => t.send(name, data, token));
      expect(res.status, `${who} calling ${name}`).toBe(status);
      expect(res.body.result).toBeUndefined();
    }
  }
}
