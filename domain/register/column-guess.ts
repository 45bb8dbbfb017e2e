import { REGISTER_FIELDS, type RegisterField, type RegisterMapping } from './register-limits';

/**
 * The words a register's heading uses for each of our fields, in English, Hindi and Urdu, as committees write
 * them ("Name / नाम / نام", "Ghar no.", "Father's/Husband's name"). Latin words match as whole words, so
 * "age" is not found in "village"; Devanagari and Urdu words anywhere in the heading.
 */
const WORDS: Record<RegisterField, readonly RegExp[]> = {
  household: [
    /\b(household|house ?hold|ghar|family (no|number|id|code)|house (no|number)|hh ?(no|id)?|khandan|parivar)\b/,
    /घर|परिवार|ख़ानदान|खानदान|گھر|خاندان|خانوادہ/,
  ],
  fatherName: [
    /\b(father|husband|guardian|walid|pita|pati|shohar|s ?o|w ?o|d ?o)\b/,
    /पिता|पति|वालिद|अभिभावक|والد|شوہر|ولدیت|سرپرست/,
  ],
  mobile: [/\b(mobile|phone|contact|cell|whatsapp|mob|ph)\b/, /मोबाइल|फ़ोन|फोन|संपर्क|موبائل|فون|رابطہ/],
  relation: [/\b(relation|relationship|rishta|relation to head)\b/, /रिश्ता|संबंध|सम्बन्ध|रिश्ते|رشتہ|تعلق/],
  ageOrDob: [/\b(age|dob|birth|born|umar|umr|years)\b/, /उम्र|आयु|जन्म|उमर|عمر|پیدائش|تاریخ پیدائش/],
  gender: [/\b(gender|sex|ling)\b/, /लिंग|जेंडर|جنس/],
  address: [/\b(address|pata|residence)\b/, /पता|पत्ता|پتہ|پتا/],
  name: [/\b(name|naam|member|person)\b/, /नाम|نام/],
};

/**
 * The order fields are guessed in: a heading that names a father's name or a household also says "name",
 * so those are taken first, and the plain name last.
 */
const GUESS_ORDER: readonly RegisterField[] = [
  'household',
  'fatherName',
  'mobile',
  'relation',
  'ageOrDob',
  'gender',
  'address',
  'name',
];

/** A heading as compared: lower case, apostrophes and dots gone, other punctuation a space, NFC. */
function plain(heading: string): string {
  return heading
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[\\/|,;:()[\]{}_\-–—*#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const says = (heading: string, field: RegisterField) => WORDS[field].some((word) => word.test(heading));

/**
 * Our field → the file's heading that seems to hold it, each heading used once; a field no heading names is
 * null. The committee corrects the guess on the mapping screen.
 */
export function guessMapping(columns: readonly string[]): RegisterMapping {
  const taken = new Set<string>();
  const mapping: RegisterMapping = {};
  for (const field of GUESS_ORDER) {
    const column = columns.find((c) => c.trim() !== '' && !taken.has(c) && says(plain(c), field));
    mapping[field] = column ?? null;
    if (column !== undefined) taken.add(column);
  }
  return Object.fromEntries(REGISTER_FIELDS.map((f) => [f, mapping[f] ?? null]));
}
