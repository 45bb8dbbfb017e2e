import { type Said, say } from '../messages';
import type { TimesOverride } from './time-settings';

export type RuleProblem = { path: string; said: Said };

/** A day as messages write it, dd/mm/yyyy, which every language here reads as it is. */
export const dayText = (date: string) => date.split('-').reverse().join('/');

const rangeText = (o: TimesOverride) => `${dayText(o.from)} – ${dayText(o.to)}`;

/**
 * Each timetable for dates that shares a day with an earlier one: on a shared day it would be unclear which
 * rules hold. Named at the later one's `from`, with both ranges in the message.
 */
export function overlappingOverrides(overrides: TimesOverride[]): RuleProblem[] {
  const order = overrides.map((o, index) => ({ o, index })).sort((a, b) => (a.o.from < b.o.from ? -1 : 1));
  const problems: RuleProblem[] = [];
  for (let k = 1; k < order.length; k++) {
    const earlier = order.slice(0, k).find((e) => e.o.to >= order[k]!.o.from);
    if (!earlier) continue;
    const later = order[k]!;
    problems.push({
      path: `overrides.${later.index}.from`,
      said: say('overridesOverlap', { first: rangeText(earlier.o), second: rangeText(later.o) }),
    });
  }
  return problems;
}
