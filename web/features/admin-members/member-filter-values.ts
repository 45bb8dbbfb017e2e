import { GENDERS, MEMBER_CATEGORIES } from '../../../domain/constants';
import type { MemberFilters } from '../../../domain/functions/directory';
import type { Filters } from '../../components/paged-list/filters-in-url';

/** The directory's filters as the URL keeps them (?gender=female&age=17&area=…). */
export const MEMBER_FILTER_KEYS = [
  'name',
  'gender',
  'age',
  'category',
  'subCategory',
  'level',
  'area',
] as const;
export type MemberFilterKey = (typeof MEMBER_FILTER_KEYS)[number];
export type MemberFilterText = Filters<MemberFilterKey>;

const wholeNumber = (text: string | undefined, min: number, max: number) => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | undefined) =>
  values.find((v) => v === text);

/**
 * What getMembers is asked for from the URL's text. A hand-edited or stale link never makes a bad request:
 * a value that is not one of the choices is left out, as is a subcategory without its category.
 */
export function filtersOf(text: MemberFilterText): { locationId: string | null; filters: MemberFilters } {
  const category = oneOf(MEMBER_CATEGORIES, text.category);
  const filters: MemberFilters = {
    name: text.name?.trim() || undefined,
    gender: oneOf(GENDERS, text.gender),
    age: wholeNumber(text.age, 0, 150),
    category,
    subCategory: category ? wholeNumber(text.subCategory, 1, 1_000_000) : undefined,
    level: wholeNumber(text.level, 1, 1_000_000),
  };
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { locationId: text.area || null, filters: defined as MemberFilters };
}

/** Whether any filter is set (the list then says so, and 'Clear Filters' has something to clear). */
export const anyFilter = (text: MemberFilterText) => MEMBER_FILTER_KEYS.some((key) => Boolean(text[key]));

/** The filters as the URL will hold them (trimmed, empty ones left out), for telling a real change apart. */
export function filterKeyOf(text: MemberFilterText): string {
  const kept: MemberFilterText = {};
  for (const key of MEMBER_FILTER_KEYS) {
    const value = text[key]?.trim();
    if (value) kept[key] = value;
  }
  return JSON.stringify(kept);
}

/**
 * The filters without one of them, and without what hangs below it: a subcategory belongs to its category, and
 * a level to its subcategory (the panel clears them the same way when a choice above changes).
 */
export function withoutFilter(text: MemberFilterText, key: MemberFilterKey): MemberFilterText {
  const dependents: Partial<Record<MemberFilterKey, MemberFilterKey[]>> = {
    category: ['subCategory', 'level'],
    subCategory: ['level'],
  };
  const gone = new Set([key, ...(dependents[key] ?? [])]);
  return Object.fromEntries(Object.entries(text).filter(([k]) => !gone.has(k as MemberFilterKey)));
}
