import { useEffect, useMemo, useState } from 'react';
import { type JamaatState, jamaatStateAt, pointOf, type TimesRules } from './member-times';

/**
 * The member's masjid's jamaats as of now, drawn again only when what they show changes: when the next jamaat
 * comes, when one under way ends, at midnight, and when the tab shows again after being hidden (a phone's
 * timers sleep with it). Between those moments nothing renders; the countdown ticks by itself. Null without
 * rules, or for a masjid without coordinates (`notSet`).
 */
export function useJamaatState(rules: TimesRules | undefined): {
  notSet: boolean;
  state: JamaatState | null;
} {
  const [now, setNow] = useState(() => new Date());
  const point = useMemo(() => (rules ? pointOf(rules) : null), [rules]);
  const state = useMemo(
    () => (rules && point ? jamaatStateAt(now, rules, point) : null),
    [now, rules, point],
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

  return { notSet: rules !== undefined && point === null, state };
}
