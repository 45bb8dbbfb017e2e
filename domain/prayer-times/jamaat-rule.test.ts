import { describe, expect, it } from 'vitest';
import { clockMinutes, clockText } from './india-clock';
import { jamaatMinutes } from './jamaat-rule';
import type { JamaatRule } from './time-settings';

const CASES: [adhan: string, rule: JamaatRule, jamaat: string][] = [
  ['13:02', { after: 15 }, '13:17'],
  ['13:02', { after: 15, roundTo: 5 }, '13:20'],
  ['13:02', { after: 15, roundTo: 15 }, '13:30'],
  ['13:00', { after: 15, roundTo: 15 }, '13:15'],
  ['13:00', { after: 15, roundTo: 5 }, '13:15'],
  ['13:01', { after: 14, roundTo: 15 }, '13:15'],
  ['18:47', { after: 5 }, '18:52'],
  ['18:47', { after: 0 }, '18:47'],
  ['18:56', { after: 5, roundTo: 5 }, '19:05'],
  ['05:58', { after: 20, roundTo: 15 }, '06:30'],
  ['19:59', { after: 1, roundTo: 15 }, '20:00'],
  ['23:40', { after: 15, roundTo: 15 }, '24:00'],
  ['19:42', { at: '20:30' }, '20:30'],
  ['18:12', { at: '18:15' }, '18:15'],
  ['05:00', { at: '05:00' }, '05:00'],
];

describe('a jamaat follows its rule exactly', () => {
  for (const [adhan, rule, jamaat] of CASES) {
    it(`adhan ${adhan}, ${JSON.stringify(rule)}: ${jamaat}`, () => {
      const minutes = jamaatMinutes(rule, clockMinutes(adhan));
      expect(minutes === 1440 ? '24:00' : clockText(minutes)).toBe(jamaat);
    });
  }
});
