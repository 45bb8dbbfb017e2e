import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { registerHouseholds, registerImports, registerPeople } from '../db/schema';

type PersonRow = typeof registerPeople.$inferInsert;
/** One person of a household as a test writes them: the name, and whatever else the test is about. */
export type TestPerson = Partial<Omit<PersonRow, 'householdId' | 'mosqueId' | 'importId'>> & { name: string };

/** An import of a masjid's register, as the import writes it, with its consent; returns its id. */
export async function registerImportAt(db: Db, mosqueId: string, createdAt?: Date): Promise<string> {
  const [row] = await db
    .insert(registerImports)
    .values({
      mosqueId,
      fileName: 'register.xlsx',
      fileSha256: randomUUID(),
      consentHow: 'Census forms signed at the masjid',
      consentDate: '2025-06-01',
      households: 1,
      people: 1,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: registerImports.id });
  return row!.id;
}

/**
 * A household of a masjid's register, written straight into its tables as an import would: the first person is
 * its head unless one says otherwise. Returns the household's id and its people's ids, in order.
 */
export async function registerHouseholdAt(
  db: Db,
  mosqueId: string,
  people: readonly TestPerson[],
  options: { importId?: string; createdAt?: Date } = {},
): Promise<{ importId: string; householdId: string; personIds: string[] }> {
  const importId = options.importId ?? (await registerImportAt(db, mosqueId, options.createdAt));
  const [household] = await db
    .insert(registerHouseholds)
    .values({ mosqueId, importId, householdKey: randomUUID() })
    .returning({ id: registerHouseholds.id });
  const householdId = household!.id;
  const anyHead = people.some((p) => p.isHead !== undefined);
  const rows = await db
    .insert(registerPeople)
    .values(
      people.map((p, i) => ({
        rowNumber: i + 2,
        isHead: anyHead ? (p.isHead ?? false) : i === 0,
        fingerprint: randomUUID(),
        ...p,
        householdId,
        mosqueId,
        importId,
      })),
    )
    .returning({ id: registerPeople.id, rowNumber: registerPeople.rowNumber });
  const personIds = rows.sort((a, b) => a.rowNumber - b.rowNumber).map((r) => r.id);
  return { importId, householdId, personIds };
}
