import { type Dispatch, useEffect, useReducer } from 'react';
import { call } from '../../lib/api';
import {
  COUNTRY_ROOT,
  initialPickerState,
  type LocationLevel,
  type PickerAction,
  type PickerLevel,
  pickerReducer,
} from './picker-state';
import { createPlaceLoader } from './place-cache';

// One loader for the whole app, so its in-flight sharing spans every picker on screen.
const placeLoader = createPlaceLoader({
  getLocations: (parentId) => call('getLocations', parentId ? { parentId } : {}),
  getMosques: (localityId) => call('getMosques', { locationId: localityId }),
});

/** Loads one dropdown's list whenever the parent it belongs to changes. */
function usePlaceLevel(level: PickerLevel, parentId: string | null, dispatch: Dispatch<PickerAction>) {
  useEffect(() => {
    if (parentId === null) return;
    let live = true;
    if (level === 'mosque') {
      void placeLoader.mosques(parentId).then((options) => {
        if (live) dispatch({ type: 'loaded', level, parentId, options });
      });
    } else {
      const request = parentId === COUNTRY_ROOT ? placeLoader.states() : placeLoader.locations(parentId);
      void request.then((options) => {
        if (live) dispatch({ type: 'loaded', level, parentId, options });
      });
    }
    return () => {
      live = false;
    };
  }, [level, parentId, dispatch]);
}

/** The picker's cascade state (picker-state.ts) with each visible level loaded from the cache or the server. */
export function useLocationPicker(deepest: PickerLevel = 'mosque') {
  const [state, dispatch] = useReducer(pickerReducer, deepest, initialPickerState);
  usePlaceLevel('state', state.lists.state?.parentId ?? null, dispatch);
  usePlaceLevel('district', state.lists.district?.parentId ?? null, dispatch);
  usePlaceLevel('city', state.lists.city?.parentId ?? null, dispatch);
  usePlaceLevel('locality', state.lists.locality?.parentId ?? null, dispatch);
  usePlaceLevel('mosque', state.lists.mosque?.parentId ?? null, dispatch);
  const select = (level: LocationLevel, id: string) => dispatch({ type: 'select', level, id });
  return { state, select };
}
