import type { LocationType } from './constants';

const ORDER: readonly LocationType[] = ['country', 'state', 'district', 'city', 'locality'];

/** The next level of the place tree: after none comes Country, then State, District, City, Locality; then none. */
export function nextLocationType(current: LocationType | null): LocationType | null {
  if (current === null) return 'country';
  const i = ORDER.indexOf(current);
  return ORDER[i + 1] ?? null;
}
