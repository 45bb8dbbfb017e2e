import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { mosques, registerHouseholds, registerImports, registerPeople } from '../../server/db/schema';

// The register claim's journey (e2e/register-claim.spec.ts): a household of Mecca Masjid's register whose
// head's number has no account yet, one for each width and for its retry (numberForTry's sixth digit).

export const REGISTER_MASJID = { code: 'TG-MM-001', name: 'Mecca Masjid' } as const;

/** The head's number on each width's first try; a retry's carries the retry in its sixth digit. */
export const REGISTER_CLAIMERS = { desktop: '9811100321', 'phone-360': '9811100322' } as const;

export const REGISTER_HOUSEHOLD = {
  head: 'Abdul Register Rahim',
  family: [
    { name: 'Fatima Register Rahim', relation: 'Wife', dob: '1978-04-12', dobApproximate: false },
    { name: 'Zaid Register Rahim', relation: 'Son', dob: '2006-07-01', dobApproximate: true },
  ],
} as const;

/**
 * The records journey's household (e2e/register-records.spec.ts), at Mecca Masjid: one to invite, one to remove;
 * a name no other journey's record shares, for the name filter to find.
 */
export const RECORDS_HOUSEHOLD = {
  head: { name: 'Qasim Recordwala', mobile: '9811100311' },
  wife: { name: 'Shirin Recordwala', mobile: '9811100312' },
  son: { name: 'Owais Recordwala' },
} as const;

/** Writes the households into the register's tables, as an import of Mecca Masjid's register would. */
export async function seedRegisterClaimers(db: Db): Promise<void> {
  const [mecca] = await db
    .select({ id: mosques.id })
    .from(mosques)
    .where(eq(mosques.code, REGISTER_MASJID.code));
  if (!mecca) throw new Error(`No masjid ${REGISTER_MASJID.code} to hold the register`);
  const [imported] = await db
    .insert(registerImports)
    .values({
      mosqueId: mecca.id,
      fileName: 'census-2025.xlsx',
      fileSha256: randomUUID(),
      consentHow: 'Census forms signed at the masjid',
      consentDate: '2025-06-01',
      households: 4,
      people: 12,
    })
    .returning({ id: registerImports.id });
  const [records] = await db
    .insert(registerHouseholds)
    .values({ mosqueId: mecca.id, importId: imported!.id, householdKey: 'H-records' })
    .returning({ id: registerHouseholds.id });
  const inRecords = { householdId: records!.id, mosqueId: mecca.id, importId: imported!.id };
  const { head, wife, son } = RECORDS_HOUSEHOLD;
  await db.insert(registerPeople).values([
    {
      ...inRecords,
      rowNumber: 20,
      isHead: true,
      name: head.name,
      mobile: head.mobile,
      fingerprint: randomUUID(),
    },
    {
      ...inRecords,
      rowNumber: 21,
      name: wife.name,
      relation: 'Wife',
      mobile: wife.mobile,
      fingerprint: randomUUID(),
    },
    { ...inRecords, rowNumber: 22, name: son.name, relation: 'Son', fingerprint: randomUUID() },
  ]);
  const numbers = Object.values(REGISTER_CLAIMERS).flatMap((n) => [n, `${n.slice(0, 5)}1${n.slice(6)}`]);
  for (const mobile of numbers) {
    const [household] = await db
      .insert(registerHouseholds)
      .values({ mosqueId: mecca.id, importId: imported!.id, householdKey: `H-${mobile}` })
      .returning({ id: registerHouseholds.id });
    const common = { householdId: household!.id, mosqueId: mecca.id, importId: imported!.id };
    await db.insert(registerPeople).values([
      {
        ...common,
        rowNumber: 2,
        isHead: true,
        name: REGISTER_HOUSEHOLD.head,
        mobile,
        gender: 'male',
        dob: '1975-01-20',
        address: 'Register Lane, Charminar',
        fingerprint: randomUUID(),
      },
      ...REGISTER_HOUSEHOLD.family.map((p, i) => ({
        ...common,
        rowNumber: i + 3,
        name: p.name,
        relation: p.relation,
        gender: p.relation === 'Wife' ? ('female' as const) : ('male' as const),
        dob: p.dob,
        dobApproximate: p.dobApproximate,
        fingerprint: randomUUID(),
      })),
    ]);
  }
}
