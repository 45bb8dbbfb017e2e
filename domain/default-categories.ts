// The default category tree: the field of service a volunteer account is bound to.
// Seeded on every start (missing entries are added, existing ones are left alone).
// Names are unique among siblings, compared case-insensitively, as the categories table requires.

export type CategorySeed = { name: string; children?: CategorySeed[] };

export const defaultCategories: CategorySeed[] = [
  {
    name: 'Education',
    children: [
      { name: 'Scholarships & Admissions' },
      { name: 'Coaching & Tuition' },
      { name: 'Career Guidance' },
    ],
  },
  {
    name: 'Health',
    children: [{ name: 'Health Camps' }, { name: 'Blood Donation' }, { name: 'Hospital & Medicine Help' }],
  },
  {
    name: 'Employment',
    children: [{ name: 'Job Placement' }, { name: 'Skill Training' }, { name: 'Small Business Support' }],
  },
  {
    name: 'Welfare (Zakat & Relief)',
    children: [{ name: 'Zakat & Sadaqah' }, { name: 'Ration & Relief Kits' }, { name: 'Government Schemes' }],
  },
  {
    name: 'Legal Aid',
    children: [{ name: 'Legal Advice' }, { name: 'Documents & Certificates' }],
  },
  {
    name: 'Women & Family',
    children: [{ name: 'Family Counselling' }, { name: 'Nikah Support' }, { name: 'Widows & Orphans' }],
  },
  {
    name: 'Youth',
    children: [{ name: 'Sports & Fitness' }, { name: 'Mentoring' }],
  },
  {
    name: 'Masjid Affairs',
    children: [
      { name: 'Maintenance & Cleanliness' },
      { name: 'Maktab & Quran Classes' },
      { name: 'Events & Ramadan' },
    ],
  },
];
