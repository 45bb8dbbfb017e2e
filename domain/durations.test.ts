import { expect, it } from 'vitest';
import { minutesText, secondsText } from './durations';

it('never says "1 seconds" or "1 minutes"', () => {
  expect(secondsText(1)).toBe('1 second');
  expect(secondsText(4)).toBe('4 seconds');
  expect(secondsText(0)).toBe('0 seconds');
  expect(minutesText(1)).toBe('1 minute');
  expect(minutesText(59)).toBe('59 minutes');
});
