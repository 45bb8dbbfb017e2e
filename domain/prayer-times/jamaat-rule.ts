import { clockMinutes } from './india-clock';
import type { JamaatRule } from './time-settings';

/** `minutes` moved up to the clock's next multiple of `step`; a time already on one stays (13:15 by 15). */
export function roundUpTo(minutes: number, step: number): number {
  return Math.ceil(minutes / step) * step;
}

/**
 * The minute of the jamaat by its rule: N minutes counted from the adhan as shown (the minute a member reads),
 * then rounded up to the next 5 or 15 when the rule asks; or the fixed clock time.
 */
export function jamaatMinutes(rule: JamaatRule, adhanMinutes: number): number {
  if ('at' in rule) return clockMinutes(rule.at);
  const after = adhanMinutes + rule.after;
  return rule.roundTo ? roundUpTo(after, rule.roundTo) : after;
}
