import { useEffect, useMemo, useState } from 'react';
import type { JamaatState, TimesRules } from './member-times';

type TimesCode = typeof import('./member-times');
/** The times' code (adhan with the domain's rules), once a screen has loaded it. */
let timesCode: TimesCode | null = null;

/**
 * The member's masjid's jamaats as of now, drawn again only when what they show changes: when the next jamaat
 * comes, when one under way ends, at midnight, and when the tab shows again after being hidden (a phone's
 * timers sleep with it). Between those moments nothing renders; the countdown ticks by itself. Null without
 * rules, or for a masjid without coordinates (`notSet`), and until the times' code has arrived: it is a chunk
 * of its own, fetched once the rules are there, so that the member home's first script stays small and its
 * first render does not wait for it (bench/lighthouse.ts).
 */
export function useJamaatState(rules: TimesRules | undefined): {
  notSet: boolean;
  state: JamaatState | null;
} {
  const [code, setCode] = useState<TimesCode | null>(timesCode);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (code || !rules) return;
    let live = true;
    void import('./member-times').then((loaded) => {
      timesCode = loaded;
      if (live) {
        setNow(new Date());
        setCode(loaded);
      }
    });
    return () => {
      live = false;
    };
  }, [code, rules]);
  const point = useMemo(() => (rules && code ? code.pointOf(rules) : null), [rules, code]);
  const state = useMemo(
    () => (rules && point && code ? code.jamaatStateAt(now, rules, point) : null),
    [now, rules, point, code],
  );

  useEffect(() => {
    if (!state) return;
    // A millisecond past the change, so that the state read then is already the next one.
    const wait = Math.max(0, state.changesAt.getTime() - Date.now()) + 1;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait, 2 ** 31 - 1));
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [state]);

  return { notSet: rules !== undefined && code !== null && point === null, state };
}
