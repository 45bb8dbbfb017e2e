// The default category tree: the field of service a volunteer account is bound to.
// Planted into an empty categories table; after that the admins own the tree.
// Names are unique in the whole tree, so that a stored name tells which default category it is: the web shows
// a default category in the reader's language (`defaultCategories.<key>` in web/i18n/locales), and any other
// name, an admin's own or a default one the admin renamed, exactly as the admin wrote it.

export type CategorySeed = { key: string; name: string; children?: CategorySeed[] };

export const defaultCategories: CategorySeed[] = [
  {
    key: 'education',
    name: 'Education',
    children: [
      { key: 'scholarships', name: 'Scholarships & Admissions' },
      { key: 'coaching', name: 'Coaching & Tuition' },
      { key: 'careerGuidance', name: 'Career Guidance' },
    ],
  },
  {
    key: 'health',
    name: 'Health',
    children: [
      { key: 'healthCamps', name: 'Health Camps' },
      { key: 'bloodDonation', name: 'Blood Donation' },
      { key: 'hospitalHelp', name: 'Hospital & Medicine Help' },
    ],
  },
  {
    key: 'employment',
    name: 'Employment',
    children: [
      { key: 'jobPlacement', name: 'Job Placement' },
      { key: 'skillTraining', name: 'Skill Training' },
      { key: 'smallBusiness', name: 'Small Business Support' },
    ],
  },
  {
    key: 'welfare',
    name: 'Welfare (Zakat & Relief)',
    children: [
      { key: 'zakat', name: 'Zakat & Sadaqah' },
      { key: 'relief', name: 'Ration & Relief Kits' },
      { key: 'governmentSchemes', name: 'Government Schemes' },
    ],
  },
  {
    key: 'legalAid',
    name: 'Legal Aid',
    children: [
      { key: 'legalAdvice', name: 'Legal Advice' },
      { key: 'documents', name: 'Documents & Certificates' },
    ],
  },
  {
    key: 'womenFamily',
    name: 'Women & Family',
    children: [
      { key: 'familyCounselling', name: 'Family Counselling' },
      { key: 'nikah', name: 'Nikah Support' },
      { key: 'widowsOrphans', name: 'Widows & Orphans' },
    ],
  },
  {
    key: 'youth',
    name: 'Youth',
    children: [
      { key: 'sports', name: 'Sports & Fitness' },
      { key: 'mentoring', name: 'Mentoring' },
    ],
  },
  {
    key: 'masjidAffairs',
    name: 'Masjid Affairs',
    children: [
      { key: 'maintenance', name: 'Maintenance & Cleanliness' },
      { key: 'maktab', name: 'Maktab & Quran Classes' },
      { key: 'events', name: 'Events & Ramadan' },
    ],
  },
];

const flat = (nodes: readonly CategorySeed[]): CategorySeed[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** Every default category's English name by its key: the English catalogue's `defaultCategories`. */
export const DEFAULT_CATEGORY_TEXTS: Record<string, string> = Object.fromEntries(
  flat(defaultCategories).map((c) => [c.key, c.name]),
);

const KEY_OF_NAME = new Map(flat(defaultCategories).map((c) => [c.name, c.key]));

/** The key of a default category by its stored name, exactly as planted; undefined for any other name. */
export function defaultCategoryKey(name: string): string | undefined {
  return KEY_OF_NAME.get(name);
}
