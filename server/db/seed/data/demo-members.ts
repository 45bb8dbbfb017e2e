import { education, educationLevels, notWorkStudy, workTypes } from '../../../../domain/reference-values';

/**
 * About 200 demo members with their families, spread over the demo masjids, so that the members directory
 * and its filters have people to show on a fresh start. Generated from fixed lists, the same on every start:
 * no randomness, so a demo walk-through finds the same people each time.
 */

export type DemoFamilyMember = {
  name: string;
  relation: string;
  dob: string;
  gender: 'male' | 'female';
  category: string | null;
};
export type DemoMember = {
  name: string;
  gender: 'male' | 'female';
  dob: string;
  mobile: string;
  address: string;
  mosqueCode: string;
  category: string | null;
  details: Record<string, unknown> | null;
  family: DemoFamilyMember[];
};

export const MEN = [
  'Abdul',
  'Imran',
  'Faisal',
  'Salman',
  'Arif',
  'Zubair',
  'Tariq',
  'Naseem',
  'Shahid',
  'Yusuf',
  'Irfan',
  'Adil',
  'Rizwan',
  'Sohail',
  'Javed',
  'Aamir',
  'Kamran',
  'Bilal',
  'Farhan',
  'Danish',
];
export const WOMEN = [
  'Ayesha',
  'Fatima',
  'Zainab',
  'Sana',
  'Rukhsar',
  'Nazia',
  'Shabana',
  'Farzana',
  'Heena',
  'Rubina',
  'Tabassum',
  'Yasmin',
  'Nikhat',
  'Shireen',
  'Asma',
  'Saba',
  'Mehnaz',
  'Nargis',
  'Iram',
  'Afreen',
];
export const SURNAMES = [
  'Khan',
  'Ansari',
  'Qureshi',
  'Siddiqui',
  'Shaikh',
  'Pathan',
  'Sayyed',
  'Mirza',
  'Rahman',
  'Hashmi',
];
const CHILDREN_M = ['Ayaan', 'Zaid', 'Rehan', 'Arhaan', 'Hamza'];
const CHILDREN_F = ['Alina', 'Mariam', 'Inaya', 'Zoya', 'Hiba'];

const MASJIDS = [
  'DL-JM-001',
  'DL-FP-001',
  'TG-MM-001',
  'TG-JM-001',
  'TG-SM-001',
  'MH-MM-001',
  'MH-JM-001',
  'MH-HA-001',
  'WB-NM-001',
  'WB-TS-001',
  'KL-CJ-001',
];
const CATEGORIES = ['student', 'working', 'working', 'student-working', 'not working', null] as const;

const nameOf = <T extends { levelId: number; levelName: string }>(list: T[], id: number) =>
  list.find((x) => x.levelId === id)?.levelName ?? '';

/** A date of birth `age` years and a few days before 2026-06-15: ages spread evenly over 14 to 70. */
function dobFor(age: number, day: number): string {
  const date = new Date(Date.UTC(2026 - age, 5, 15 - day));
  return date.toISOString().slice(0, 10);
}

// Reasons an adult gives for neither studying nor working (not 'Child below school age').
const ADULT_REASONS = notWorkStudy.filter((r) => r.reasonId <= 5);

/** What a person of this age studies: school below 16, class 11-12 at 16 and 17, then diploma to postgraduate. */
const educationFor = (age: number, i: number) =>
  age < 16 ? education[3]! : age < 18 ? education[4]! : education[5 + (i % 3)]!;

function detailsFor(
  category: (typeof CATEGORIES)[number],
  i: number,
  age: number,
): Record<string, unknown> | null {
  const study = () => {
    const e = educationFor(age, i);
    const level = e.levelRange.start + (i % (e.levelRange.end - e.levelRange.start + 1));
    return {
      education: e.levelId,
      educationName: e.levelName,
      educationLevel: level,
      educationLevelName: nameOf(educationLevels, level),
      institution: [
        'Osmania University',
        'Jamia Millia Islamia',
        'Aligarh Muslim University',
        'Government Junior College',
      ][i % 4],
      subject: ['Science', 'Commerce', 'Computer Science', 'Urdu'][i % 4],
    };
  };
  const job = () => {
    const w = workTypes[i % workTypes.length]!;
    return {
      workType: w.workTypeId,
      workTypeName: w.workType,
      position: ['Clerk', 'Tailor', 'Teacher', 'Driver', 'Shopkeeper', 'Engineer'][i % 6],
      desc1: ['City Hospital', 'Own shop', 'Municipal school', 'Metro Travels'][i % 4],
    };
  };
  switch (category) {
    case 'student':
      return { ...study(), goals: 'A good job and to serve the community' };
    case 'working':
      return { ...job(), qualification: 'Graduate' };
    case 'student-working':
      return { ...study(), ...job() };
    case 'not working': {
      const r = ADULT_REASONS[i % ADULT_REASONS.length]!;
      return { reason: r.reasonId, reasonName: r.reason };
    }
    default:
      return null;
  }
}

export function demoMembers(count = 200): DemoMember[] {
  return Array.from({ length: count }, (_, i) => {
    const female = i % 2 === 1;
    const first = (female ? WOMEN : MEN)[Math.floor(i / 2) % 20]!;
    const surname = SURNAMES[(i * 7) % SURNAMES.length]!;
    const age = 14 + ((i * 13) % 57);
    const category = age < 18 ? 'student' : CATEGORIES[i % CATEGORIES.length]!;
    const family: DemoFamilyMember[] = [];
    // Some live alone, some with a spouse, some with children too.
    if (age >= 24 && i % 3 !== 0) {
      family.push({
        name: `${(female ? MEN : WOMEN)[(i + 5) % 20]} ${surname}`,
        relation: female ? 'Husband' : 'Wife',
        dob: dobFor(age - 2 + (i % 5), i % 28),
        gender: female ? 'male' : 'female',
        category: i % 2 ? 'working' : 'not working',
      });
      for (let c = 0; c < i % 4 && age >= 30; c++) {
        const daughter = (i + c) % 2 === 0;
        family.push({
          name: `${(daughter ? CHILDREN_F : CHILDREN_M)[(i + c) % 5]} ${surname}`,
          relation: daughter ? 'Daughter' : 'Son',
          dob: dobFor(Math.max(2, age - 24 - c * 3), (i + c) % 28),
          gender: daughter ? 'female' : 'male',
          category: 'student',
        });
      }
    }
    return {
      name: `${first} ${surname}`,
      gender: female ? 'female' : 'male',
      dob: dobFor(age, i % 28),
      mobile: `7${String(100_000_000 + i).padStart(9, '0')}`,
      address: `House ${10 + i}, near the masjid`,
      mosqueCode: MASJIDS[i % MASJIDS.length]!,
      category,
      details: detailsFor(category, i, age),
      family,
    };
  });
}
