import { type Dispatch, useEffect, useReducer } from 'react';
import { CACHE_LIFETIME_MS } from '../../../domain/constants';
import type { Location, Mosque } from '../../../domain/functions/shapes';
import { useCall } from '../../lib/use-call';
import {
  COUNTRY_ROOT,
  initialPickerState,
  type LocationLevel,
  type PickerAction,
  type PickerLevel,
  pickerReducer,
} from './picker-state';

// Place lists are kept on the phone for an hour (web/lib/kept-reads.ts) and served from there meanwhile.
const KEPT_AN_HOUR = { ttl: CACHE_LIFETIME_MS };
// One empty list for every failed read: a new one each render would dispatch again and again.
const NONE: never[] = [];

/**
 * Loads one dropdown's list whenever the parent it belongs to changes. The states are the children of the
 * location of type country, the root. A failed read leaves the list empty (and is logged), as a missing
 * place list is not worth an error on a form.
 */
function usePlaceLevel(level: PickerLevel, parentId: string | null, dispatch: Dispatch<PickerAction>) {
  const isMosque = level === 'mosque';
  const isStates = !isMosque && parentId === COUNTRY_ROOT;
  const root = useCall('getLocations', isStates ? {} : null, KEPT_AN_HOUR);
  const country = root.data?.find((l) => l.type === 'country');
  const locationParent = isMosque || parentId === null ? null : isStates ? (country?.id ?? null) : parentId;
  const locations = useCall(
    'getLocations',
    locationParent ? { parentId: locationParent } : null,
    KEPT_AN_HOUR,
  );
  const mosques = useCall('getMosques', isMosque && parentId ? { locationId: parentId } : null, KEPT_AN_HOUR);

  let options: Location[] | Mosque[] | undefined;
  if (isMosque) options = mosques.data ?? (mosques.error ? NONE : undefined);
  else if (isStates && (root.error || (root.data && !country))) options = NONE;
  else options = locations.data ?? (locations.error ? NONE : undefined);

  useEffect(() => {
    if (parentId === null || options === undefined) return;
    dispatch({ type: 'loaded', level, parentId, options } as PickerAction);
  }, [level, parentId, options, dispatch]);
}

/**
 * The picker's cascade state (picker-state.ts) with each visible level read through the call store; it opens
 * on `trail`'s locations when given.
 */
export function useLocationPicker(deepest: PickerLevel = 'mosque', trail: readonly string[] = []) {
  const [state, dispatch] = useReducer(pickerReducer, deepest, (d) => initialPickerState(d, trail));
  // A new last level keeps what was chosen above it (picker-state.ts).
  useEffect(() => dispatch({ type: 'deepest', deepest }), [deepest]);
  usePlaceLevel('state', state.lists.state?.parentId ?? null, dispatch);
  usePlaceLevel('district', state.lists.district?.parentId ?? null, dispatch);
  usePlaceLevel('city', state.lists.city?.parentId ?? null, dispatch);
  usePlaceLevel('locality', state.lists.locality?.parentId ?? null, dispatch);
  usePlaceLevel('mosque', state.lists.mosque?.parentId ?? null, dispatch);
  const select = (level: LocationLevel, id: string) => dispatch({ type: 'select', level, id });
  return { state, select };
}
