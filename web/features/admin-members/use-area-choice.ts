import { useEffect, useRef, useState } from 'react';
import type { Mosque } from '../../../domain/functions/shapes';
import type { LocationMosquePickerProps } from '../../components/location-mosque-picker/location-mosque-picker';
import { useCall } from '../../lib/use-call';

// A place's trail changes only when an admin renames or removes a place (domain/invalidations.ts).
const TRAIL_TTL_MS = 600_000;

type Opened = { key: number; trail: string[]; mosque: Mosque | null };

/**
 * The area or masjid the directory is narrowed to, as the URL holds it (`area`, a location's or a masjid's
 * id), both ways: what the admin chooses in the picker goes into the URL, and an area the URL brings (a
 * reload, Back, a shared link, a chip cleared) opens the picker on it, each dropdown chosen down to it, from
 * its trail (getPlaceTrail). The picker is opened afresh only then, never on a choice of its own, so a
 * choice being made in a phone's drawer stays until it is applied. `name` is what the chip calls the place.
 */
export function useAreaChoice(area: string | undefined, set: (change: { area: string }) => void) {
  const wanted = area?.trim() ?? '';
  const trail = useCall('getPlaceTrail', wanted ? { id: wanted } : null, { ttl: TRAIL_TTL_MS });
  const [opened, setOpened] = useState<Opened>({ key: 0, trail: [], mosque: null });
  // The area the picker holds now, and the URL's area it was last brought to.
  const held = useRef('');
  const followed = useRef<string | null>(null);
  const reply = trail.data;
  const failed = trail.error !== undefined;

  useEffect(() => {
    if (followed.current === wanted) return;
    if (wanted === held.current) {
      followed.current = wanted;
      return;
    }
    // Opened once the trail has come; an id it cannot find opens the picker with nothing chosen.
    if (wanted && !reply && !failed) return;
    followed.current = wanted;
    held.current = wanted;
    setOpened((o) => ({
      key: o.key + 1,
      trail: (reply?.places ?? []).filter((p) => p.type !== 'country').map((p) => p.id),
      mosque: reply?.mosque ?? null,
    }));
  }, [wanted, reply, failed]);

  const picker: Pick<LocationMosquePickerProps, 'value' | 'onChange' | 'onPlaceChange' | 'initialTrail'> & {
    key: number;
  } = {
    key: opened.key,
    value: opened.mosque,
    initialTrail: opened.trail,
    onChange: (chosen) => {
      setOpened((o) => ({ ...o, mosque: chosen }));
      if (!chosen) return;
      held.current = chosen.id;
      set({ area: chosen.id });
    },
    onPlaceChange: (place) => {
      held.current = place.id;
      set({ area: place.id });
    },
  };
  return {
    picker,
    /** The chosen place's name, once its trail has come (a masjid's, else its last location's). */
    name: reply ? (reply.mosque?.name ?? reply.places.at(-1)?.name) : undefined,
    /** Opens the picker with nothing chosen ('Clear Filters'). */
    clear: () => {
      held.current = '';
      setOpened((o) => ({ key: o.key + 1, trail: [], mosque: null }));
    },
  };
}
