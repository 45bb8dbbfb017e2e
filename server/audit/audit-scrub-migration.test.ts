import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';

/** Migration 0012 takes the filter values out of the export rows written before. */
const MIGRATION = new URL('../db/migrations/0012_audit_export_filters_scrubbed.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const exportRow = (filters: unknown) => ({
  action: 'members.export',
  targetType: 'member',
  details: { before: null, after: { locationId: null, filters, rows: 2 } },
});

describe('migration 0012', () => {
  it('keeps which filters an old export used, drops their values, and leaves the trail append-only', async () => {
    const [named, none] = await t.db
      .insert(auditLog)
      .values([exportRow({ name: 'Zubaida Qureshi', gender: 'female', level: null }), exportRow(null)])
      .returning({ id: auditLog.id });
    // The migration already ran on this database; it runs again here over the old rows, as it would on an
    // installation that has them.
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const detailsOf = async (id: string) =>
      (await t.db.select().from(auditLog).where(eq(auditLog.id, id)))[0]!.details;
    expect(await detailsOf(named!.id)).toEqual({
      before: null,
      after: { locationId: null, filtersUsed: ['gender', 'name'], rows: 2 },
    });
    expect(await detailsOf(none!.id)).toEqual({
      before: null,
      after: { locationId: null, filtersUsed: [], rows: 2 },
    });
    await expect(
      t.db.update(auditLog).set({ action: 'changed' }).where(eq(auditLog.id, named!.id)),
    ).rejects.toThrow();
  });
});
