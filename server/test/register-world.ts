import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { registerHouseholds, registerImports, registerPeople } from '../db/schema';

type PersonValues = Partial<
  Omit<typeof registerPeople.$inferInsert, 'householdId' | 'mosqueId' | 'importId'>
> & {
  name: string;
};

/** An import of a masjid's register, written straight to the table, as the tests of what reads one need. */
export async function registerImportAt(db: Db, mosqueId: string): Promise<string> {
  const [row] = await db
    .insert(registerImports)
    .values({
      mosqueId,
      fileName: 'register.xlsx',
      fileSha256: randomUUID().replaceAll('-', ''),
      consentHow: 'Census forms signed in 2025',
      consentDate: '2025-06-01',
      households: 0,
      people: 0,
    })
    .returning({ id: registerImports.id });
  return row!.id;
}

let nextRow = 2;

/**
 * A household of the register with its people in order, the first its head, straight into the tables (the
 * duplicates, merge and undo tests; the access matrix). Each person gets a row number and a fingerprint of
 * their own. Answers the household's id and its people's ids in the same order.
 */
export async function householdAt(
  db: Db,
  mosqueId: string,
  people: readonly PersonValues[],
  importId?: string,
): Promise<{ householdId: string; importId: string; ids: string[] }> {
  const fromImport = importId ?? (await registerImportAt(db, mosqueId));
  const [household] = await db
    .insert(registerHouseholds)
    .values({ mosqueId, importId: fromImport, householdKey: `H-${randomUUID().slice(0, 8)}` })
    .returning({ id: registerHouseholds.id });
  const rows = await db
    .insert(registerPeople)
    .values(
      people.map((p, i) => ({
        rowNumber: nextRow++,
        isHead: i === 0,
        fingerprint: randomUUID(),
        ...p,
        householdId: household!.id,
        mosqueId,
        importId: fromImport,
      })),
    )
    .returning({ id: registerPeople.id, rowNumber: registerPeople.rowNumber });
  const ids = rows.sort((a, b) => a.rowNumber - b.rowNumber).map((r) => r.id);
  return { householdId: household!.id, importId: fromImport, ids };
}
