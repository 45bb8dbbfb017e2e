import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { registerHouseholds, registerImports, registerPeople } from '../db/schema';

/**
 * A masjid's register written directly (docs/decisions/0014-masjid-register.md), for the directory's tests: one
 * import per household, its head first and then its other people, in the file's row order. The import's own
 * path (server/register/) is not what these tests are about.
 */
export type RegisterPersonValues = {
  name: string;
  relation?: string | null;
  dob?: string | null;
  dobApproximate?: boolean;
  gender?: 'male' | 'female' | null;
  mobile?: string | null;
  address?: string | null;
};

export async function insertRegisterHousehold(
  db: Db,
  mosqueId: string,
  head: RegisterPersonValues,
  others: RegisterPersonValues[] = [],
): Promise<{ householdId: string; headId: string }> {
  const [imported] = await db
    .insert(registerImports)
    .values({
      mosqueId,
      fileName: 'register.xlsx',
      fileSha256: randomUUID(),
      consentHow: 'Signed at the census',
      consentDate: '2026-01-15',
      households: 1,
      people: 1 + others.length,
    })
    .returning({ id: registerImports.id });
  const [household] = await db
    .insert(registerHouseholds)
    .values({ mosqueId, importId: imported!.id, householdKey: randomUUID() })
    .returning({ id: registerHouseholds.id });
  const people = [{ ...head, isHead: true }, ...others.map((o) => ({ ...o, isHead: false }))];
  const rows = await db
    .insert(registerPeople)
    .values(
      people.map((p, i) => ({
        householdId: household!.id,
        mosqueId,
        importId: imported!.id,
        rowNumber: i + 2,
        fingerprint: randomUUID(),
        ...p,
      })),
    )
    .returning({ id: registerPeople.id, isHead: registerPeople.isHead });
  return { householdId: household!.id, headId: rows.find((r) => r.isHead)!.id };
}
