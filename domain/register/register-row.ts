import type { GENDERS, Relation } from '../constants';
import { isCalendarDate } from '../dates';
import { type Said, say } from '../messages';
import type { RegisterField } from './register-limits';

type Gender = (typeof GENDERS)[number];

/** A cell as a spreadsheet gives it: text, a number, a date cell, or nothing. */
export type RawCell = string | number | boolean | Date | null;

/** A register row's values under our fields, by the mapping. */
export type MappedRow = Partial<Record<RegisterField, RawCell>>;

/** A person as the register keeps them, read from one row. */
export type RegisterPerson = {
  name: string;
  mobile: string | null;
  fatherName: string | null;
  relation: Relation | null;
  /** The row says this person is the head of the household ("Self", "Head", "मुखिया", "سربراہ"). */
  headMarked: boolean;
  /** The row's relation cell was empty: under a head of family without a household column, it starts one. */
  relationBlank: boolean;
  dob: string | null;
  dobApproximate: boolean;
  gender: Gender | null;
  address: string | null;
  /** The household column's value, when the file has one and the row fills it. */
  household: string | null;
};

export type RowProblem = { row: number } & Said;

export type RowReading =
  | { kind: 'blank'; problem: RowProblem }
  | { kind: 'noName'; problem: RowProblem }
  | { kind: 'person'; person: RegisterPerson; problems: RowProblem[] };

// Devanagari, Arabic-Indic and Extended Arabic-Indic (Urdu) digits, read as 0-9.
const DIGIT_BLOCKS = [0x0966, 0x0660, 0x06f0];

/** Digits of the three scripts as ASCII: "९८७६५४३२१०" and "۹۸۷۶۵۴۳۲۱۰" are numbers too. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    const base = DIGIT_BLOCKS.find((b) => code >= b && code <= b + 9) ?? 0x30;
    return String(code - base);
  });
}

// C0 and C1 controls (tab and line breaks become spaces): none belongs in a register's text.
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f);
// Most cells have none: they are returned as they are, without a string built a character at a time.
function withoutControls(text: string): string {
  for (let i = 0; i < text.length; i++)
    if (isControl(text.charCodeAt(i)))
      return Array.from(text, (ch) => (isControl(ch.charCodeAt(0)) ? ' ' : ch)).join('');
  return text;
}

/** A cell as text: trimmed, white space collapsed, controls gone; a date cell as 'YYYY-MM-DD'. */
export function cellText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return withoutControls(String(cell)).replace(/\s+/g, ' ').trim();
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);
const orNull = (text: string) => (text === '' ? null : text);

/** A word as compared: lower case, NFC, dots and apostrophes gone, white space collapsed. */
function word(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[\s_\-/]+/g, ' ')
    .trim();
}

/**
 * A mobile number as users.mobile keeps it: 10 digits starting 6-9, once +91, 91, a leading 0, spaces and
 * dashes are gone. A cell with two numbers ("98765 43210 / 91234 56789") gives the first. `invalid` when the
 * cell has something that is not such a number.
 */
export function normaliseMobile(cell: RawCell | undefined): { mobile: string | null; invalid: boolean } {
  const text = asciiDigits(cellText(cell));
  if (text === '') return { mobile: null, invalid: false };
  const first = text.split(/[,;/|]|\bor\b/)[0]!.trim();
  let digits = first.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? { mobile: digits, invalid: false } : { mobile: null, invalid: true };
}

/** An age becomes a date of birth on 1 July of the year it implies (decision 0014), never after today. */
export function dobOfAge(age: number, today: string): string {
  const dob = `${String(Number(today.slice(0, 4)) - age).padStart(4, '0')}-07-01`;
  return dob > today ? today : dob;
}

const AGE_WORDS = /^(\d{1,3})\s*(years?|yrs?|y|साल|वर्ष|बरस|سال|برس)?$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const pad = (n: string) => n.padStart(2, '0');

export type DobReading =
  | { dob: string | null; approximate: boolean; problem: null }
  | { dob: null; approximate: false; problem: 'age' | 'dob' };

/**
 * An age in years (0 to 120, "35", "35 years", "35 साल", "۳۵ سال") or a date of birth in the forms Indian
 * registers use (dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, yyyy-mm-dd, an Excel date cell), never in the future.
 * A year of birth alone ("1975") is taken as 1 July of it, approximate.
 */
export function readAgeOrDob(cell: RawCell | undefined, today: string): DobReading {
  const none = (problem: 'age' | 'dob') => ({ dob: null, approximate: false as const, problem });
  const dated = (dob: string, approximate: boolean): DobReading =>
    isCalendarDate(dob) && dob <= today && dob >= '1900-01-01'
      ? { dob, approximate, problem: null }
      : none('dob');
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? none('dob') : dated(cellText(cell), false);
  const text = asciiDigits(cellText(cell)).toLowerCase();
  if (text === '') return { dob: null, approximate: false, problem: null };
  const year = Number(today.slice(0, 4));
  if (/^\d{4}$/.test(text) && Number(text) >= 1900 && Number(text) <= year)
    return dated(`${text}-07-01`, true);
  const age = AGE_WORDS.exec(text) ?? /^(\d+(?:\.\d+)?)$/.exec(text);
  if (age) {
    const years = Number(age[1]);
    return Number.isInteger(years) && years >= 0 && years <= 120
      ? { dob: dobOfAge(years, today), approximate: true, problem: null }
      : none('age');
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, m, y] = dayFirst as unknown as [string, string, string, string];
    // A two-digit year is of this century unless that would be after this year.
    const fullYear = y.length === 4 ? y : Number(`20${y}`) > year ? `19${y}` : `20${y}`;
    return dated(`${fullYear}-${pad(m)}-${pad(d)}`, false);
  }
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return dated(`${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}`, false);
  return none('dob');
}

const GENDER_WORDS: Record<Gender, readonly string[]> = {
  male: [
    'm',
    'male',
    'man',
    'boy',
    'gents',
    'purush',
    'mard',
    'पुरुष',
    'पु',
    'आदमी',
    'मर्द',
    'लड़का',
    'लडका',
    'नर',
    'مرد',
    'لڑکا',
    'مذکر',
    'ذکر',
  ],
  female: [
    'f',
    'female',
    'woman',
    'girl',
    'ladies',
    'mahila',
    'aurat',
    'महिला',
    'म',
    'स्त्री',
    'औरत',
    'लड़की',
    'लडकी',
    'नारी',
    'عورت',
    'لڑکی',
    'خاتون',
    'مونث',
    'مؤنث',
  ],
};

/** A gender in any of the three languages; `unknown` when the cell says something else. */
export function readGender(cell: RawCell | undefined): { gender: Gender | null; unknown: boolean } {
  const text = word(cellText(cell));
  if (text === '') return { gender: null, unknown: false };
  for (const gender of ['male', 'female'] as const)
    if (GENDER_WORDS[gender].includes(text)) return { gender, unknown: false };
  return { gender: null, unknown: true };
}

const HEAD_WORDS = [
  'self',
  'head',
  'hof',
  'head of family',
  'head of household',
  'family head',
  'mukhiya',
  'khud',
  'मुखिया',
  'स्वयं',
  'खुद',
  'ख़ुद',
  'परिवार का मुखिया',
  'سربراہ',
  'خود',
  'صاحب خانہ',
  'سربراہ خانہ',
];

const RELATION_WORDS: Record<Relation, readonly string[]> = {
  Son: ['son', 'beta', 'बेटा', 'पुत्र', 'लड़का', 'بیٹا', 'فرزند', 'پسر'],
  Daughter: ['daughter', 'dau', 'beti', 'बेटी', 'पुत्री', 'लड़की', 'بیٹی', 'دختر'],
  Wife: ['wife', 'w', 'biwi', 'patni', 'पत्नी', 'बीवी', 'बीबी', 'بیوی', 'زوجہ', 'اہلیہ'],
  Husband: ['husband', 'h', 'pati', 'shohar', 'पति', 'शौहर', 'شوہر', 'خاوند'],
  Brother: ['brother', 'bro', 'bhai', 'भाई', 'بھائی'],
  Sister: ['sister', 'sis', 'behan', 'bahan', 'बहन', 'بہن'],
  Father: ['father', 'abba', 'walid', 'पिता', 'अब्बा', 'वालिद', 'والد', 'ابو', 'ابا'],
  Mother: ['mother', 'ammi', 'walida', 'माता', 'माँ', 'मां', 'अम्मी', 'वालिदा', 'والدہ', 'امی', 'ماں'],
};

/** A relation to the household's head, or the head themself; `unknown` when the cell says something else. */
export function readRelation(cell: RawCell | undefined): {
  relation: Relation | null;
  head: boolean;
  unknown: boolean;
} {
  const text = word(cellText(cell));
  if (text === '') return { relation: null, head: false, unknown: false };
  if (HEAD_WORDS.includes(text)) return { relation: null, head: true, unknown: false };
  for (const [relation, words] of Object.entries(RELATION_WORDS) as [Relation, readonly string[]][])
    if (words.includes(text)) return { relation, head: false, unknown: false };
  return { relation: null, head: false, unknown: true };
}

/**
 * One row of the register read under our fields: a blank row, a row without a name, or a person with the
 * problems of the row's other cells (a bad mobile, age, date, gender or relation), the person being added
 * without the value that could not be read.
 */
export function readRegisterRow(
  row: number,
  values: MappedRow,
  rowIsBlank: boolean,
  today: string,
): RowReading {
  if (rowIsBlank) return { kind: 'blank', problem: { row, ...say('registerRowBlank', { row }) } };
  const name = clip(cellText(values.name), 200);
  if (name === '') return { kind: 'noName', problem: { row, ...say('registerRowNameMissing', { row }) } };
  const problems: RowProblem[] = [];
  const problem = (code: Parameters<typeof say>[0], value: RawCell | undefined) =>
    problems.push({ row, ...say(code, { row, value: clip(cellText(value), 40) }) });

  const mobile = normaliseMobile(values.mobile);
  if (mobile.invalid) problem('registerRowMobileInvalid', values.mobile);
  const dob = readAgeOrDob(values.ageOrDob, today);
  if (dob.problem)
    problem(dob.problem === 'age' ? 'registerRowAgeInvalid' : 'registerRowDobInvalid', values.ageOrDob);
  const gender = readGender(values.gender);
  if (gender.unknown) problem('registerRowGenderUnknown', values.gender);
  const relation = readRelation(values.relation);
  if (relation.unknown) problem('registerRowRelationUnknown', values.relation);

  return {
    kind: 'person',
    problems,
    person: {
      name,
      mobile: mobile.mobile,
      fatherName: orNull(clip(cellText(values.fatherName), 200)),
      relation: relation.relation,
      headMarked: relation.head,
      relationBlank: cellText(values.relation) === '',
      dob: dob.dob,
      dobApproximate: dob.approximate,
      gender: gender.gender,
      address: orNull(clip(cellText(values.address), 500)),
      household: orNull(clip(cellText(values.household), 100)),
    },
  };
}
