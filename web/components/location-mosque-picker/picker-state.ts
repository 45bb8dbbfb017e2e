import type { Location, Mosque } from '../../../domain/functions/shapes';

/** The picker's location dropdowns, in cascade order; the Mosque dropdown hangs below the last one. */
export const LOCATION_LEVELS = ['state', 'district', 'city', 'locality'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
export type PickerLevel = LocationLevel | 'mosque';

/** Each dropdown's label, by its key in the text catalogue. */
export const LEVEL_LABELS = {
  state: 'picker.state',
  district: 'picker.district',
  city: 'picker.city',
  locality: 'picker.locality',
  mosque: 'picker.mosque',
} as const satisfies Record<PickerLevel, string>;

const NEXT_LEVEL: Record<LocationLevel, PickerLevel> = {
  state: 'district',
  district: 'city',
  city: 'locality',
  locality: 'mosque',
};

/**
 * The States list has no chosen parent: it is the children of the country root, which is looked up first.
 * This marks it in `parentId` so a late answer can still be matched to the request that asked for it.
 */
export const COUNTRY_ROOT = 'root';

/** One dropdown's options and the parent they were asked for. `null` means the dropdown is not shown. */
export type LevelList<T> = { parentId: string; loading: boolean; options: T[] } | null;

export type PickerState = {
  lists: {
    state: LevelList<Location>;
    district: LevelList<Location>;
    city: LevelList<Location>;
    locality: LevelList<Location>;
    mosque: LevelList<Mosque>;
  };
  /** The chosen location id per level. The chosen masjid belongs to the picker's owner (its `value`). */
  selected: Record<LocationLevel, string | null>;
  /** The last dropdown offered: the masjid for a member, a level for a staff area ('district'). */
  deepest: PickerLevel;
};

export type PickerAction =
  | { type: 'select'; level: LocationLevel; id: string }
  | { type: 'deepest'; deepest: PickerLevel }
  | { type: 'loaded'; level: 'mosque'; parentId: string; options: Mosque[] }
  | { type: 'loaded'; level: LocationLevel; parentId: string; options: Location[] };

const loading = (parentId: string) => ({ parentId, loading: true, options: [] });

/** Every dropdown, the Mosque one last. */
export const PICKER_LEVELS: readonly PickerLevel[] = [...LOCATION_LEVELS, 'mosque'];

/**
 * The picker as it opens: nothing chosen, or the locations of `trail` (from the state down: a place chosen
 * before, such as the directory's area in a link), chosen in turn as a person would choose them, so that each
 * level's list loads for the choice above it.
 */
export function initialPickerState(
  deepest: PickerLevel = 'mosque',
  trail: readonly string[] = [],
): PickerState {
  const start: PickerState = {
    lists: { state: loading(COUNTRY_ROOT), district: null, city: null, locality: null, mosque: null },
    selected: { state: null, district: null, city: null, locality: null },
    deepest,
  };
  return LOCATION_LEVELS.slice(0, trail.length).reduce(
    (state, level, i) => pickerReducer(state, { type: 'select', level, id: trail[i]! }),
    start,
  );
}

/**
 * The picker's cascade: choosing a level clears every selection and list below it and starts loading the
 * next level's list for the new choice. A list that arrives for a parent no longer chosen is dropped, so a
 * slow answer can never overwrite a newer one.
 */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  if (action.type === 'loaded') {
    const current = state.lists[action.level];
    if (!current || current.parentId !== action.parentId) return state;
    return {
      ...state,
      lists: { ...state.lists, [action.level]: { ...current, loading: false, options: action.options } },
    };
  }

  if (action.type === 'deepest') return withDeepest(state, action.deepest);

  if (state.selected[action.level] === action.id) return state;
  const depth = LOCATION_LEVELS.indexOf(action.level);
  const selected = { ...state.selected };
  const lists = { ...state.lists };
  LOCATION_LEVELS.forEach((level, i) => {
    if (i === depth) selected[level] = action.id;
    if (i > depth) {
      selected[level] = null;
      lists[level] = null;
    }
  });
  lists.mosque = null;
  const next = NEXT_LEVEL[action.level];
  if (PICKER_LEVELS.indexOf(next) > PICKER_LEVELS.indexOf(state.deepest))
    return { ...state, lists, selected };
  if (next === 'mosque') lists.mosque = loading(action.id);
  else lists[next] = loading(action.id);
  return { ...state, lists, selected };
}

/**
 * The last dropdown offered changes (an alert's level, a staff area's): what was chosen down to it is kept,
 * what lies below it goes, and where the choice stopped above it, the next dropdown opens for it.
 */
function withDeepest(state: PickerState, deepest: PickerLevel): PickerState {
  if (state.deepest === deepest) return state;
  const reach = PICKER_LEVELS.indexOf(deepest);
  const selected = { ...state.selected };
  const lists = { ...state.lists };
  LOCATION_LEVELS.forEach((level, i) => {
    if (i > reach) {
      selected[level] = null;
      lists[level] = null;
    }
  });
  if (deepest !== 'mosque') lists.mosque = null;
  // The deepest level still chosen, with nothing chosen above it left out (the cascade has no gaps).
  const chosen = LOCATION_LEVELS.filter((level) => selected[level] !== null).at(-1);
  if (chosen) {
    const next = NEXT_LEVEL[chosen];
    const id = selected[chosen]!;
    if (PICKER_LEVELS.indexOf(next) <= reach) {
      if (next === 'mosque') lists.mosque ??= loading(id);
      else lists[next] ??= loading(id);
    }
  }
  return { ...state, lists, selected, deepest };
}
