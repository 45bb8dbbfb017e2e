import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import type { Db } from '../../server/db/client';
import {
  categories,
  mosques,
  registerHouseholds,
  registerImports,
  registerPeople,
  users,
} from '../../server/db/schema';
import { humanId } from '../../server/lib/tokens';
import { hashPassword } from '../../server/sign-in/passwords';

// The register merge's journey (e2e/admin-register-merge.spec.ts): a volunteer of Secunderabad's masjid whom
// the super admin lets keep its register, a member of that masjid, and two register households, one of whose
// people is the member written another way and the other a second record of a register person.

export const REGISTER_MASJID_CODE = 'TG-SM-001';
export const MERGE_KEEPER = {
  email: 'register.merger@e2e.local',
  password: 'register-merger-1',
  name: 'Register Merger',
} as const;
/** The member who registered themselves, and their register record with the same mobile. */
export const REGISTER_MEMBER = { phone: '9811100301', name: 'Mohammed Iqbal Khan', address: null } as const;
export const REGISTER_PEOPLE = {
  /** The member's record in the register, with a household of its own. */
  iqbal: 'Mohd Iqbal',
  iqbalWife: 'Rukhsana Begum',
  iqbalSon: 'Zaid Iqbal',
  /** Two records of one man, in two households, with the same date of birth. */
  salim: 'Salim Ansari',
  salimAgain: 'Saleem Ansari',
  salimDaughter: 'Sana Ansari',
} as const;

/** Writes the journey's people straight into the tables, as an import would have left them. */
export async function seedRegisterMerge(db: Db): Promise<void> {
  const [mosque] = await db.select().from(mosques).where(eq(mosques.code, REGISTER_MASJID_CODE));
  if (!mosque) throw new Error(`No masjid ${REGISTER_MASJID_CODE}`);
  const [category] = await db.select().from(categories).limit(1);
  await db.insert(users).values({
    uniqueId: humanId('AD'),
    role: 'volunteer',
    email: MERGE_KEEPER.email,
    name: MERGE_KEEPER.name,
    mobile: '9811100300',
    passwordHash: await hashPassword(MERGE_KEEPER.password),
    scopeLevel: 'Mosque',
    scopeMosqueId: mosque.id,
    categoryId: category?.id,
    keepsRegister: true,
  });
  await db.insert(users).values({
    uniqueId: humanId('AJ'),
    role: 'user',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    mobile: REGISTER_MEMBER.phone,
    name: REGISTER_MEMBER.name,
    dob: '1980-03-04',
    gender: 'male',
    mosqueId: mosque.id,
    passwordHash: await hashPassword('register-member-1'),
  });
  const [imported] = await db
    .insert(registerImports)
    .values({
      mosqueId: mosque.id,
      fileName: 'census-2025.xlsx',
      fileSha256: 'e2e-register-merge',
      consentHow: 'Census forms signed in 2025',
      consentDate: '2025-06-01',
      households: 3,
      people: 6,
    })
    .returning({ id: registerImports.id });
  let row = 2;
  const household = async (
    key: string,
    people: Omit<
      typeof registerPeople.$inferInsert,
      'householdId' | 'mosqueId' | 'importId' | 'rowNumber' | 'fingerprint'
    >[],
  ) => {
    const [h] = await db
      .insert(registerHouseholds)
      .values({ mosqueId: mosque.id, importId: imported!.id, householdKey: key })
      .returning({ id: registerHouseholds.id });
    for (const p of people)
      await db.insert(registerPeople).values({
        ...p,
        householdId: h!.id,
        mosqueId: mosque.id,
        importId: imported!.id,
        rowNumber: row,
        fingerprint: `e2e-merge-${row++}`,
      });
  };
  const P = REGISTER_PEOPLE;
  await household('H1', [
    {
      name: P.iqbal,
      isHead: true,
      mobile: REGISTER_MEMBER.phone,
      gender: 'male',
      address: '4 Gali Qasim Jan, Secunderabad',
    },
    { name: P.iqbalWife, relation: 'Wife', gender: 'female', dob: '1985-07-01', dobApproximate: true },
    { name: P.iqbalSon, relation: 'Son', gender: 'male', dob: '2010-05-05' },
  ]);
  await household('H2', [
    { name: P.salim, isHead: true, dob: '1975-01-10', gender: 'male' },
    { name: P.salimDaughter, relation: 'Daughter', gender: 'female' },
  ]);
  await household('H3', [{ name: P.salimAgain, isHead: true, dob: '1975-01-10', mobile: '9811100302' }]);
}
