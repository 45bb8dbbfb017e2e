import { and, eq } from 'drizzle-orm';
import { planRegister } from '../../register/register-plan';
import type { Db } from '../client';
import { mosques, registerHouseholds, registerImports, registerPeople, users } from '../schema';
import { withTransaction } from '../transaction';

/** The demo masjid whose committee brought its register in. */
export const DEMO_REGISTER_MOSQUE = 'DL-JM-001';

const HEADINGS = [
  'Ghar no.',
  'Name',
  "Father's/Husband's name",
  'Relation',
  'Age',
  'Gender',
  'Mobile',
  'Address',
];

type Household = {
  head: [string, string, number, 'M' | 'F', string];
  people: [string, string, number, 'M' | 'F'][];
};

/** Twelve households of the demo's register, as a committee's census sheet has them: ages, one phone a family. */
const HOUSEHOLDS: Household[] = [
  {
    head: ['Abdul Qayyum Ansari', 'Abdul Ghani Ansari', 58, 'M', '9000100001'],
    people: [
      ['Shamim Ansari', 'Wife', 52, 'F'],
      ['Danish Ansari', 'Son', 27, 'M'],
      ['Sana Ansari', 'Daughter', 22, 'F'],
    ],
  },
  {
    head: ['Mohammad Salim Qureshi', 'Haji Karim Qureshi', 64, 'M', '9000100002'],
    people: [
      ['Zubaida Khatoon', 'Wife', 60, 'F'],
      ['Arif Qureshi', 'Son', 35, 'M'],
    ],
  },
  {
    head: ['Rukhsana Begum', 'Late Nasir Ahmed', 49, 'F', '9000100003'],
    people: [
      ['Faizan Ahmed', 'Son', 24, 'M'],
      ['Mehwish Ahmed', 'Daughter', 19, 'F'],
    ],
  },
  {
    head: ['Iqbal Hussain Siddiqui', 'Altaf Hussain Siddiqui', 45, 'M', '9000100004'],
    people: [
      ['Naseem Bano', 'Wife', 41, 'F'],
      ['Ayaan Siddiqui', 'Son', 14, 'M'],
      ['Alina Siddiqui', 'Daughter', 11, 'F'],
      ['Altaf Hussain Siddiqui', 'Father', 76, 'M'],
    ],
  },
  {
    head: ['Shahid Akhtar Khan', 'Mukhtar Ahmed Khan', 38, 'M', '9000100005'],
    people: [
      ['Farha Khan', 'Wife', 34, 'F'],
      ['Rehan Khan', 'Son', 9, 'M'],
    ],
  },
  {
    head: ['Nafees Ahmad Farooqui', 'Rafiq Ahmad Farooqui', 70, 'M', ''],
    people: [['Akhtari Begum', 'Wife', 66, 'F']],
  },
  {
    head: ['Javed Iqbal Mirza', 'Zafar Iqbal Mirza', 52, 'M', '9000100007'],
    people: [
      ['Shabnam Mirza', 'Wife', 48, 'F'],
      ['Kamran Mirza', 'Son', 26, 'M'],
      ['Hina Mirza', 'Daughter', 23, 'F'],
      ['Adnan Mirza', 'Son', 17, 'M'],
    ],
  },
  {
    head: ['Tahira Parveen', 'Late Yunus Baig', 55, 'F', '9000100008'],
    people: [['Owais Baig', 'Son', 30, 'M']],
  },
  {
    head: ['Syed Zaheer Abbas', 'Syed Nazeer Abbas', 41, 'M', '9000100009'],
    people: [
      ['Syeda Rubina', 'Wife', 37, 'F'],
      ['Syed Ali Abbas', 'Son', 12, 'M'],
      ['Syeda Zoya', 'Daughter', 8, 'F'],
    ],
  },
  {
    head: ['Haji Abdul Sattar', 'Abdul Jabbar', 81, 'M', '9000100010'],
    people: [
      ['Mohammad Yaseen', 'Son', 50, 'M'],
      ['Mumtaz Begum', 'Wife', 75, 'F'],
    ],
  },
  {
    head: ['Imtiyaz Ali Hashmi', 'Niyaz Ali Hashmi', 33, 'M', '9000100011'],
    people: [
      ['Uzma Hashmi', 'Wife', 29, 'F'],
      ['Inaya Hashmi', 'Daughter', 3, 'F'],
    ],
  },
  {
    head: ['Khursheed Alam', 'Shamsher Alam', 60, 'M', '9000100012'],
    people: [
      ['Razia Sultana', 'Wife', 57, 'F'],
      ['Sarfaraz Alam', 'Son', 31, 'M'],
      ['Nargis Alam', 'Daughter', 28, 'F'],
    ],
  },
];

/** The demo's register as the rows of its sheet, the heading being row 1. */
function demoSheet() {
  const rows: (string | number)[][] = [];
  HOUSEHOLDS.forEach((h, i) => {
    const [name, father, age, gender, mobile] = h.head;
    const address = `${101 + i} Gali Qasim Jan, Ballimaran, Delhi 110006`;
    rows.push([i + 1, name, father, 'Head', age, gender, mobile, address]);
    for (const [member, relation, memberAge, memberGender] of h.people)
      rows.push([
        i + 1,
        member,
        relation === 'Father' ? '' : name,
        relation,
        memberAge,
        memberGender,
        '',
        address,
      ]);
  });
  return { columns: HEADINGS, rows: rows.map((cells, i) => ({ row: i + 2, cells })) };
}

/**
 * The demo's register at one masjid (docs/decisions/0014-masjid-register.md): twelve households from the
 * committee's census sheet, read as an import reads it (planRegister), with the committee's consent; and the
 * masjid's volunteer (the treasurer of the demo) let keep it. Returns the keeper's email, or null when that
 * masjid is not in the demo.
 */
export async function seedDemoRegister(
  db: Db,
  keeperEmail: string,
  { code = DEMO_REGISTER_MOSQUE as string, now = new Date() } = {},
): Promise<string | null> {
  const [mosque] = await db.select().from(mosques).where(eq(mosques.code, code));
  if (!mosque) return null;
  const today = now.toISOString().slice(0, 10);
  const [household, name, fatherName, relation, ageOrDob, gender, mobile, address] = HEADINGS;
  const mapping = { household, name, fatherName, relation, ageOrDob, gender, mobile, address };
  const plan = await planRegister(demoSheet(), mapping, today);
  const [keeper] = await withTransaction(db, async (tx) => {
    const [made] = await tx
      .insert(registerImports)
      .values({
        mosqueId: mosque.id,
        fileName: 'jama-masjid-census-2025.xlsx',
        fileSha256: 'demo',
        consentHow: 'Each head of family signed the census form of the committee, 2025',
        consentDate: '2025-04-15',
        households: plan.householdKeys.length,
        people: plan.people.length,
      })
      .returning({ id: registerImports.id });
    const households = await tx
      .insert(registerHouseholds)
      .values(
        plan.householdKeys.map((key) => ({ mosqueId: mosque.id, importId: made!.id, householdKey: key })),
      )
      .returning({ id: registerHouseholds.id });
    await tx.insert(registerPeople).values(
      plan.people.map(({ household, row, ...p }) => ({
        ...p,
        householdId: households[household]!.id,
        mosqueId: mosque.id,
        importId: made!.id,
        rowNumber: row,
      })),
    );
    return tx
      .update(users)
      .set({ keepsRegister: true })
      .where(and(eq(users.email, keeperEmail), eq(users.scopeMosqueId, mosque.id)))
      .returning({ email: users.email });
  });
  return keeper?.email ?? null;
}
