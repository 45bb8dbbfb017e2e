import { useEffect, useRef, useState } from 'react';
import type { Filters } from '../paged-list/filters-in-url';

// Typing in a wide screen's panel applies once the typing pauses, not at every letter.
const APPLY_AFTER_MS = 400;

/**
 * The filters being chosen, apart from the ones the list is filtered by (`value`, from the URL). With `live`
 * (a wide screen) the draft applies itself once it stops changing; otherwise `apply()` applies it (a phone's
 * 'Apply Filters'). Back, reload or a shared link change `value`, and the draft follows. Drafts are compared
 * by `keyOf` (as the URL keeps them), so a space still being typed after a name is not taken back by the URL.
 */
export function useFilterDraft<K extends string>(
  value: Filters<K>,
  onApply: (next: Filters<K>) => void,
  {
    live,
    keyOf,
  }: {
    live: boolean /** The filters as the URL will hold them, as JSON. */;
    keyOf: (filters: Filters<K>) => string;
  },
) {
  const [draft, setDraft] = useState<Filters<K>>(value);
  const valueKey = keyOf(value);
  const applied = useRef(valueKey);

  useEffect(() => {
    if (valueKey !== applied.current) {
      applied.current = valueKey;
      setDraft(JSON.parse(valueKey));
    }
  }, [valueKey]);

  useEffect(() => {
    if (!live) return;
    const key = keyOf(draft);
    if (key === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = key;
      onApply(draft);
    }, APPLY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, live, onApply, keyOf]);

  const applyNow = (next: Filters<K>) => {
    applied.current = keyOf(next);
    onApply(next);
  };
  return {
    draft,
    set: (patch: Filters<K>) => setDraft((d) => ({ ...d, ...patch })),
    apply: () => applyNow(draft),
    clear: () => {
      setDraft({});
      applyNow({});
    },
  };
}
