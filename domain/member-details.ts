import { MEMBER_CATEGORIES, type MemberCategory } from './constants';
import { MSG } from './messages';
import { idSchema } from './schemas';
import * as z from './zod';

/**
 * What a person's `details` hold for each category:
 *
 * | category        | fields                                                                     |
 * |-----------------|----------------------------------------------------------------------------|
 * | student         | education, educationLevel, institution, course, subject, goals             |
 * | student-working | education, educationLevel, institution, course, subject,                   |
 * |                 | workType, position, desc1 (company), desc2 (skills), industry              |
 * | working         | workType, position, desc1, desc2, industry, qualification                  |
 * | not working     | reason, qualification                                                      |
 *
 * - education, educationLevel, workType and reason are ids from the reference values (getReferenceValues). Beside each
 *   the server stores its name (educationName, educationLevelName, workTypeName, reasonName), looked up in
 *   those values and never taken from the client, so the directory shows what the list says.
 * - An education level must lie in its education's levelRange; course and subject belong to levels 11 to 21
 *   only. Goals are for students only, institution for both student kinds.
 * - qualification is free text: the highest qualification of someone no longer studying, whom the education
 *   ids (what one studies now) do not describe.
 * - cat1, cat2 and cat3 (older records' fields) belong to no category: no screen fills them and nothing says
 *   what they hold, so they are refused like any other field outside the category.
 * - The whole of `details` is replaced on every save: changing the category clears the old fields.
 */
const CHOICE_FIELDS = ['education', 'educationLevel', 'workType', 'reason'] as const;
const TEXT_FIELDS = [
  'institution',
  'course',
  'subject',
  'goals',
  'position',
  'desc1',
  'desc2',
  'industry',
  'qualification',
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];
export type DetailField = ChoiceField | TextField;

const STUDY: readonly DetailField[] = ['education', 'educationLevel', 'institution', 'course', 'subject'];
const JOB: readonly DetailField[] = ['workType', 'position', 'desc1', 'desc2', 'industry'];

export const DETAIL_FIELDS: Record<MemberCategory, readonly DetailField[]> = {
  student: [...STUDY, 'goals'],
  'student-working': [...STUDY, ...JOB],
  working: [...JOB, 'qualification'],
  'not working': ['reason', 'qualification'],
};

/** The name the server stores beside each chosen id. */
export const NAME_OF: Record<ChoiceField, string> = {
  education: 'educationName',
  educationLevel: 'educationLevelName',
  workType: 'workTypeName',
  reason: 'reasonName',
};

/** Older clients send institution as "institute" too; the stored field is always `institution`. */
const ALIASES: Record<string, DetailField> = { institute: 'institution' };

/** Education levels that ask for a course or subject: levels 11 to 21. */
export const COURSE_LEVELS = { start: 11, end: 21 } as const;
export type LevelRange = { start: number; end: number };

/** Whether an education level lies in a range, both ends included (an education's levelRange). */
export function levelInRange(levelId: number, range: LevelRange): boolean {
  return levelId >= range.start && levelId <= range.end;
}

export function levelHasCourse(levelId: number): boolean {
  return levelInRange(levelId, COURSE_LEVELS);
}

/** A value the member actually filled in: an empty text or a null is a cleared field, not a detail. */
export function isFilled(value: unknown): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

/** Whether a client may send `key` for `category`: its own fields, their names (ignored), and aliases. */
export function fieldBelongs(category: MemberCategory, key: string): boolean {
  const own = DETAIL_FIELDS[category];
  const field = ALIASES[key] ?? key;
  if ((own as readonly string[]).includes(field)) return true;
  return CHOICE_FIELDS.some((c) => own.includes(c) && NAME_OF[c] === key);
}

/** The filled fields of `details` that do not belong to `category`. */
export function fieldsOutsideCategory(category: MemberCategory, details: Record<string, unknown>): string[] {
  return Object.keys(details).filter((key) => isFilled(details[key]) && !fieldBelongs(category, key));
}

export type DetailIssue = { path: string[]; message: string };

/** The rules that need no reference values: fields of the category, a level needs its education, courses. */
export function detailIssues(category: MemberCategory, details: Record<string, unknown>): DetailIssue[] {
  const issues: DetailIssue[] = fieldsOutsideCategory(category, details).map((key) => ({
    path: ['details', key],
    message: MSG.detailNotForCategory,
  }));
  const level = details.educationLevel;
  if (isFilled(level) && !isFilled(details.education) && fieldBelongs(category, 'education')) {
    issues.push({ path: ['details', 'education'], message: MSG.educationChoose });
  }
  for (const key of ['course', 'subject'] as const) {
    if (!isFilled(details[key]) || !fieldBelongs(category, key)) continue;
    if (typeof level !== 'number' || !levelHasCourse(level)) {
      issues.push({ path: ['details', key], message: MSG.courseNotForLevel });
    }
  }
  return issues;
}

const choiceId = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message), z.lte(1_000_000, message));
const detailText = z.string({ error: MSG.invalidInput }).check(z.trim(), z.maxLength(500, MSG.detailTooLong));

/**
 * The `details` a client sends. Every field may be null or empty (a cleared field). Names beside the ids are
 * accepted so that an older client's form still saves, and then thrown away. Other keys pass through here to
 * be refused by `detailIssues` with a clear message, rather than silently dropped.
 */
export const detailsInputSchema = z.looseObject({
  education: z.nullish(choiceId(MSG.educationChoose)),
  educationLevel: z.nullish(choiceId(MSG.educationLevelChoose)),
  workType: z.nullish(choiceId(MSG.workTypeChoose)),
  reason: z.nullish(choiceId(MSG.reasonChoose)),
  ...Object.fromEntries([...TEXT_FIELDS, 'institute'].map((k) => [k, z.nullish(detailText)])),
  ...Object.fromEntries(Object.values(NAME_OF).map((k) => [k, z.nullish(detailText)])),
});
export type DetailsInput = Record<string, unknown>;

export const categorySchema = z.enum(MEMBER_CATEGORIES, { error: MSG.categoryRequired });

/** A person's category and details as a form sends them, checked by every rule that needs no database. */
export const otherDetailsFields = {
  category: categorySchema,
  details: z.nullish(detailsInputSchema),
};

export function addDetailIssues(
  v: { category: MemberCategory; details?: DetailsInput | null },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  // The category's own issue is reported already when it is not one of the four.
  if (!(MEMBER_CATEGORIES as readonly string[]).includes(v.category)) return;
  for (const issue of detailIssues(v.category, v.details ?? {})) ctx.addIssue({ code: 'custom', ...issue });
}

/** Chosen details: the category's own filled fields, aliases resolved, client-sent names dropped. */
export type ChosenDetails = Partial<Record<ChoiceField, number> & Record<TextField, string>>;

export function chosenDetails(category: MemberCategory, details: DetailsInput): ChosenDetails {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    const field = ALIASES[key] ?? key;
    if (!isFilled(value) || !(DETAIL_FIELDS[category] as readonly string[]).includes(field)) continue;
    // The field's own spelling wins over its alias when both are sent.
    if (field !== key && isFilled(details[field])) continue;
    out[field] = value;
  }
  return out as ChosenDetails;
}

/** The reference values a set of details names, by id (from getValues' lists). */
export type ReferenceValues = {
  education: ReadonlyMap<number, { name: string; range: LevelRange }>;
  educationLevel: ReadonlyMap<number, string>;
  workType: ReadonlyMap<number, string>;
  reason: ReadonlyMap<number, string>;
};

export type StoredDetails = Record<string, string | number>;

/**
 * Checks the chosen ids against the reference values and writes each one's name beside it. An id that is
 * not in its list, or a level outside its education's range, is an issue; nothing is stored then.
 */
export function nameDetails(
  details: ChosenDetails,
  refs: ReferenceValues,
): { details: StoredDetails } | { issues: DetailIssue[] } {
  const issues: DetailIssue[] = [];
  const out: StoredDetails = {};
  const unknown = (field: ChoiceField, message: string) => issues.push({ path: ['details', field], message });
  for (const [key, value] of Object.entries(details) as [DetailField, string | number][]) {
    out[key] = value;
    if (typeof value !== 'number') continue;
    if (key === 'education') {
      const education = refs.education.get(value);
      if (!education) unknown(key, MSG.educationChoose);
      else out.educationName = education.name;
    } else if (key === 'educationLevel') {
      const name = refs.educationLevel.get(value);
      const education = details.education === undefined ? undefined : refs.education.get(details.education);
      if (name === undefined) unknown(key, MSG.educationLevelChoose);
      else if (education && !levelInRange(value, education.range)) unknown(key, MSG.levelOutsideEducation);
      else out.educationLevelName = name;
    } else if (key === 'workType' || key === 'reason') {
      const name = refs[key].get(value);
      if (name === undefined) unknown(key, key === 'workType' ? MSG.workTypeChoose : MSG.reasonChoose);
      else out[NAME_OF[key]] = name;
    }
  }
  return issues.length ? { issues } : { details: out };
}

/** Whether a string is a record id (a family member's `userId` must be one). */
export const isId = (value: unknown): boolean => z.safeParse(idSchema, value).success;
