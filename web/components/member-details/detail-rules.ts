import { isCategory } from '../../../domain/constants';
import {
  type ChoiceField,
  DETAIL_FIELDS,
  type DetailField,
  isFilled,
  type LevelRange,
  levelHasCourse,
  levelInRange,
  NAME_OF,
} from '../../../domain/member-details';

/**
 * What the details form shows and sends, as plain functions over the domain's rules (domain/member-details.ts):
 * which fields a category asks for, which levels an education offers, and how the form's texts become the
 * `details` that updateOtherInfo takes.
 */

/** Every detail field, in the order the form and the summary show them. */
export const FIELD_ORDER: readonly DetailField[] = [
  'education',
  'educationLevel',
  'course',
  'subject',
  'institution',
  'goals',
  'workType',
  'position',
  'desc1',
  'desc2',
  'industry',
  'qualification',
  'reason',
];

const CHOICE_FIELDS: readonly ChoiceField[] = ['education', 'educationLevel', 'workType', 'reason'];
export const isChoiceField = (field: DetailField): field is ChoiceField =>
  (CHOICE_FIELDS as readonly string[]).includes(field);

/** The form's values: the category and every detail as the text its input holds ('' when empty). */
export type DetailFormValues = { category: string } & Record<DetailField, string>;

/** Every detail field empty: what a change of category leaves. */
export function emptyDetails(): Record<DetailField, string> {
  return Object.fromEntries(FIELD_ORDER.map((f) => [f, ''])) as Record<DetailField, string>;
}

/** A level id as a number, or null when none is chosen. */
export function levelIdOf(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * The fields the form shows for a category and the chosen level: the category's own (DETAIL_FIELDS), with
 * course and subject only for levels 11 to 21. No category, no fields.
 */
export function visibleFields(category: string | null | undefined, level: unknown): DetailField[] {
  if (!isCategory(category)) return [];
  const own = DETAIL_FIELDS[category];
  const levelId = levelIdOf(level);
  return FIELD_ORDER.filter((field) => {
    if (!own.includes(field)) return false;
    if (field === 'course' || field === 'subject') return levelId !== null && levelHasCourse(levelId);
    return true;
  });
}

type Education = { levelId: number; levelRange: LevelRange };
type Level = { levelId: number; levelName: string };

/** The education levels an education offers: those whose id lies in its levelRange, both ends included. */
export function levelsFor<L extends Level>(
  education: readonly Education[],
  levels: readonly L[],
  educationId: unknown,
): L[] {
  const id = levelIdOf(educationId);
  const chosen = id === null ? undefined : education.find((e) => e.levelId === id);
  if (!chosen) return [];
  return levels.filter((l) => levelInRange(l.levelId, chosen.levelRange));
}

/** The form's starting values from a person's stored category and details. */
export function formDefaults(
  category: string | null | undefined,
  details: Record<string, unknown> | null | undefined,
): DetailFormValues {
  const values: DetailFormValues = { category: isCategory(category) ? category : '', ...emptyDetails() };
  if (!details) return values;
  for (const field of FIELD_ORDER) {
    // Older records spell institution "institute" too.
    const stored = details[field] ?? (field === 'institution' ? details.institute : undefined);
    if (typeof stored === 'number' || typeof stored === 'string') values[field] = String(stored);
  }
  return values;
}

/**
 * The details to send for the form's values: only the fields shown for the category and level, filled ones
 * only, the chosen ids as numbers. A level's course and subject are left out once the level no longer has them.
 */
export function detailsToSave(values: DetailFormValues): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of visibleFields(values.category, values.educationLevel)) {
    const raw = values[field]?.trim() ?? '';
    if (raw === '') continue;
    if (isChoiceField(field)) {
      const id = levelIdOf(raw);
      if (id !== null) out[field] = id;
    } else {
      out[field] = raw;
    }
  }
  return out;
}

export type SummaryRow = { field: DetailField; value: string };

/** A chosen value's name in the reader's language by its id, else the name the server stored. */
export type ChoiceName = (field: ChoiceField, id: number | string | undefined, stored: string) => string;

/**
 * What a person's summary lists: for each field of their category that is filled, its text, or for a chosen
 * id its name: `nameOf` gives it in the reader's language, from the name the server stored beside it
 * (educationName, educationLevelName, workTypeName, reasonName).
 */
export function summaryRows(
  category: string | null | undefined,
  details: Record<string, unknown> | null | undefined,
  nameOf: ChoiceName = (_field, _id, stored) => stored,
): SummaryRow[] {
  if (!isCategory(category) || !details) return [];
  const own = DETAIL_FIELDS[category];
  const rows: SummaryRow[] = [];
  for (const field of FIELD_ORDER) {
    if (!own.includes(field)) continue;
    const stored = isChoiceField(field)
      ? details[NAME_OF[field]]
      : (details[field] ?? (field === 'institution' ? details.institute : undefined));
    if (!isFilled(stored) || (typeof stored !== 'string' && typeof stored !== 'number')) continue;
    const text = String(stored).trim();
    if (!isChoiceField(field)) {
      rows.push({ field, value: text });
      continue;
    }
    const id = details[field];
    rows.push({
      field,
      value: nameOf(field, typeof id === 'number' || typeof id === 'string' ? id : undefined, text),
    });
  }
  return rows;
}
