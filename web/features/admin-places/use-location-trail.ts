import type { Location } from '../../../domain/functions/shapes';
import { nextLocationType } from '../../../domain/locations';
import { useCall } from '../../lib/use-call';

/** Below the country: state, district, city, locality. */
export const LOCATION_TRAIL_DEPTH = 4;

/**
 * The locations along a trail (the country, then each id of `trail`) and the children of the last one. Each
 * level is one `getLocations` read (the same the member picker makes), shared and kept in the call store, so
 * going back up a level shows at once. A trail id that is not a child of the level above ends the trail there.
 */
export function useLocationTrail(trail: readonly string[]) {
  const root = useCall('getLocations', {});
  const country = root.data?.[0];
  // One read per level, always the same number of hooks: a level below the trail is skipped (null input).
  const parentIds = [country?.id, ...trail].slice(0, LOCATION_TRAIL_DEPTH + 1);
  const reads = [
    useCall('getLocations', parentIds[0] ? { parentId: parentIds[0] } : null),
    useCall('getLocations', parentIds[1] ? { parentId: parentIds[1] } : null),
    useCall('getLocations', parentIds[2] ? { parentId: parentIds[2] } : null),
    useCall('getLocations', parentIds[3] ? { parentId: parentIds[3] } : null),
    useCall('getLocations', parentIds[4] ? { parentId: parentIds[4] } : null),
  ];

  const levels: Location[] = country ? [country] : [];
  for (const [i, id] of trail.entries()) {
    const found = reads[i]?.data?.find((l) => l.id === id);
    if (!found) break;
    levels.push(found);
  }
  const current = levels[levels.length - 1];
  const childrenRead = reads[levels.length - 1];
  const canHaveChildren = current ? nextLocationType(current.type) !== null : false;
  const waiting = root.loading || reads.slice(0, trail.length).some((r) => r.loading);

  return {
    /** The country, then each location of the trail that was found. */
    levels,
    current,
    /** The type a child of `current` has; null at a locality. */
    childType: current ? nextLocationType(current.type) : null,
    children: canHaveChildren ? (childrenRead?.data ?? []) : [],
    loading: waiting || (canHaveChildren && Boolean(childrenRead?.loading)),
    error: root.error ?? (canHaveChildren ? childrenRead?.error : undefined),
    reload: () => {
      root.reload();
      childrenRead?.reload();
    },
  };
}
