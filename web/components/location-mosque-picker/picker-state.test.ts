import { describe, expect, it } from 'vitest';
import type { Location, Mosque } from '../../../domain/functions/shapes';
import { COUNTRY_ROOT, initialPickerState, type PickerState, pickerReducer } from './picker-state';

const place = (id: string, type: Location['type'], parentId: string): Location => ({
  id,
  name: id,
  type,
  parentId,
});
const mosque = (id: string, locationId: string): Mosque => ({
  id,
  mosqueId: id,
  name: id,
  address: '',
  locationId,
  url: '',
  latitude: null,
  longitude: null,
});

/** Walks the cascade down to a chosen locality with its masjids loaded. */
function pickedDownToMosques(): PickerState {
  let s = initialPickerState();
  s = pickerReducer(s, {
    type: 'loaded',
    level: 'state',
    parentId: COUNTRY_ROOT,
    options: [place('mh', 'state', 'in')],
  });
  s = pickerReducer(s, { type: 'select', level: 'state', id: 'mh' });
  s = pickerReducer(s, {
    type: 'loaded',
    level: 'district',
    parentId: 'mh',
    options: [place('pune', 'district', 'mh')],
  });
  s = pickerReducer(s, { type: 'select', level: 'district', id: 'pune' });
  s = pickerReducer(s, {
    type: 'loaded',
    level: 'city',
    parentId: 'pune',
    options: [place('pc', 'city', 'pune')],
  });
  s = pickerReducer(s, { type: 'select', level: 'city', id: 'pc' });
  s = pickerReducer(s, {
    type: 'loaded',
    level: 'locality',
    parentId: 'pc',
    options: [place('camp', 'locality', 'pc')],
  });
  s = pickerReducer(s, { type: 'select', level: 'locality', id: 'camp' });
  return pickerReducer(s, {
    type: 'loaded',
    level: 'mosque',
    parentId: 'camp',
    options: [mosque('m1', 'camp')],
  });
}

describe('picker cascade', () => {
  it('starts with only the State dropdown, loading the children of the country root', () => {
    const s = initialPickerState();
    expect(s.lists.state).toEqual({ parentId: COUNTRY_ROOT, loading: true, options: [] });
    expect([s.lists.district, s.lists.city, s.lists.locality, s.lists.mosque]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows each dropdown only once the one above has a choice, and loads it for that choice', () => {
    let s = initialPickerState();
    s = pickerReducer(s, { type: 'select', level: 'state', id: 'mh' });
    expect(s.lists.district).toEqual({ parentId: 'mh', loading: true, options: [] });
    expect(s.lists.city).toBeNull();
    s = pickerReducer(s, { type: 'select', level: 'district', id: 'pune' });
    expect(s.lists.city?.parentId).toBe('pune');
    s = pickerReducer(s, { type: 'select', level: 'city', id: 'pc' });
    expect(s.lists.locality?.parentId).toBe('pc');
    s = pickerReducer(s, { type: 'select', level: 'locality', id: 'camp' });
    expect(s.lists.mosque).toEqual({ parentId: 'camp', loading: true, options: [] });
  });

  it('choosing a state clears district, city, locality and mosque with their lists', () => {
    const s = pickerReducer(pickedDownToMosques(), { type: 'select', level: 'state', id: 'ka' });
    expect(s.selected).toEqual({ state: 'ka', district: null, city: null, locality: null });
    expect(s.lists.district).toEqual({ parentId: 'ka', loading: true, options: [] });
    expect([s.lists.city, s.lists.locality, s.lists.mosque]).toEqual([null, null, null]);
    expect(s.lists.state?.options.map((o) => o.id)).toEqual(['mh']);
  });

  it('choosing a level keeps the levels above it and clears only those below', () => {
    const s = pickerReducer(pickedDownToMosques(), { type: 'select', level: 'city', id: 'other-city' });
    expect(s.selected).toEqual({ state: 'mh', district: 'pune', city: 'other-city', locality: null });
    expect(s.lists.district?.options).toHaveLength(1);
    expect(s.lists.locality?.parentId).toBe('other-city');
    expect(s.lists.mosque).toBeNull();
  });

  it('choosing another locality replaces the masjid list', () => {
    const s = pickerReducer(pickedDownToMosques(), { type: 'select', level: 'locality', id: 'kondhwa' });
    expect(s.lists.mosque).toEqual({ parentId: 'kondhwa', loading: true, options: [] });
  });

  it('choosing the same place again changes nothing and reloads nothing', () => {
    const before = pickedDownToMosques();
    expect(pickerReducer(before, { type: 'select', level: 'district', id: 'pune' })).toBe(before);
  });

  it('drops a list that arrives for a parent no longer chosen', () => {
    let s = pickerReducer(initialPickerState(), { type: 'select', level: 'state', id: 'mh' });
    s = pickerReducer(s, { type: 'select', level: 'state', id: 'ka' });
    const late = pickerReducer(s, {
      type: 'loaded',
      level: 'district',
      parentId: 'mh',
      options: [place('pune', 'district', 'mh')],
    });
    expect(late).toBe(s);
    expect(late.lists.district).toEqual({ parentId: 'ka', loading: true, options: [] });
  });

  it('drops a list for a dropdown that is no longer shown', () => {
    const s = pickerReducer(pickedDownToMosques(), { type: 'select', level: 'state', id: 'ka' });
    expect(pickerReducer(s, { type: 'loaded', level: 'mosque', parentId: 'camp', options: [] })).toBe(s);
  });

  it('stops at the deepest level a staff area asks for: a district opens no City list and no masjids', () => {
    let s = initialPickerState('district');
    s = pickerReducer(s, { type: 'select', level: 'state', id: 'mh' });
    expect(s.lists.district).toEqual({ parentId: 'mh', loading: true, options: [] });
    s = pickerReducer(s, { type: 'select', level: 'district', id: 'pune' });
    expect(s.selected.district).toBe('pune');
    expect([s.lists.city, s.lists.locality, s.lists.mosque]).toEqual([null, null, null]);
    // Choosing the state again still clears the district below it.
    s = pickerReducer(s, { type: 'select', level: 'state', id: 'ka' });
    expect(s.selected.district).toBeNull();
  });

  it('keeps what was chosen down to a new last level, and forgets what lies below it', () => {
    const s = pickerReducer(pickedDownToMosques(), { type: 'deepest', deepest: 'state' });
    expect(s.selected).toEqual({ state: 'mh', district: null, city: null, locality: null });
    expect([s.lists.district, s.lists.city, s.lists.locality, s.lists.mosque]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(s.lists.state?.options).toHaveLength(1);
    expect(s.deepest).toBe('state');
  });

  it('opens the next dropdown for the last choice when the last level goes deeper', () => {
    let s = pickerReducer(initialPickerState('state'), {
      type: 'loaded',
      level: 'state',
      parentId: COUNTRY_ROOT,
      options: [place('mh', 'state', 'in')],
    });
    s = pickerReducer(s, { type: 'select', level: 'state', id: 'mh' });
    expect(s.lists.district).toBeNull();
    s = pickerReducer(s, { type: 'deepest', deepest: 'city' });
    expect(s.selected.state).toBe('mh');
    expect(s.lists.district).toEqual({ parentId: 'mh', loading: true, options: [] });
    // Nothing is chosen in it yet, so nothing opens below it.
    expect(s.lists.city).toBeNull();
  });

  it('keeps the masjids of the chosen locality when the last level becomes the masjid again', () => {
    const down = pickedDownToMosques();
    const atLocality = pickerReducer(down, { type: 'deepest', deepest: 'locality' });
    expect(atLocality.selected.locality).toBe('camp');
    expect(atLocality.lists.mosque).toBeNull();
    const back = pickerReducer(atLocality, { type: 'deepest', deepest: 'mosque' });
    expect(back.lists.mosque).toEqual({ parentId: 'camp', loading: true, options: [] });
    // The same last level again changes nothing.
    expect(pickerReducer(back, { type: 'deepest', deepest: 'mosque' })).toBe(back);
  });
});

describe('a picker opened on a trail', () => {
  it('has each level of the trail chosen, each list loading for the choice above it', () => {
    const s = initialPickerState('mosque', ['mh', 'pune', 'pune-city', 'kothrud']);
    expect(s.selected).toEqual({ state: 'mh', district: 'pune', city: 'pune-city', locality: 'kothrud' });
    expect(s.lists.state).toEqual({ parentId: COUNTRY_ROOT, loading: true, options: [] });
    expect(s.lists.district).toEqual({ parentId: 'mh', loading: true, options: [] });
    expect(s.lists.city).toEqual({ parentId: 'pune', loading: true, options: [] });
    expect(s.lists.locality).toEqual({ parentId: 'pune-city', loading: true, options: [] });
    expect(s.lists.mosque).toEqual({ parentId: 'kothrud', loading: true, options: [] });
  });

  it('stops at a state, offering its districts, and keeps its choices as the lists arrive', () => {
    let s = initialPickerState('mosque', ['mh']);
    expect(s.selected.state).toBe('mh');
    expect(s.lists.district).toEqual({ parentId: 'mh', loading: true, options: [] });
    expect(s.lists.city).toBeNull();
    s = pickerReducer(s, {
      type: 'loaded',
      level: 'state',
      parentId: COUNTRY_ROOT,
      options: [place('mh', 'state', 'in')],
    });
    expect(s.selected.state).toBe('mh');
    expect(s.lists.state?.options.map((o) => o.id)).toEqual(['mh']);
  });

  it('offers nothing past the deepest level asked for', () => {
    const s = initialPickerState('district', ['mh', 'pune']);
    expect(s.selected).toMatchObject({ state: 'mh', district: 'pune' });
    expect(s.lists.city).toBeNull();
  });
});
