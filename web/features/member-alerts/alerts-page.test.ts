import { describe, expect, it } from 'vitest';
import { alertsPageOf } from './alerts-page';

describe('the page of /alerts', () => {
  it('reads ?page=, and starts at 1 for anything else', () => {
    expect(alertsPageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e3x'])
      expect(alertsPageOf(new URLSearchParams(bad))).toBe(1);
  });
});
