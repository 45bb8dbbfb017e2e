import { describe, expect, it } from 'vitest';
import { alertOf, alertsPageOf, withoutAlert } from './alerts-page';

describe('the page of /alerts', () => {
  it('reads ?page=, and starts at 1 for anything else', () => {
    expect(alertsPageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e3x'])
      expect(alertsPageOf(new URLSearchParams(bad))).toBe(1);
  });
});

describe('the alert ?alert= names', () => {
  const alerts = [{ id: 'a1' }, { id: 'a2' }];
  it('is the one shown with that id, or none', () => {
    expect(alertOf(new URLSearchParams('alert=a2'), alerts)).toEqual({ id: 'a2' });
    expect(alertOf(new URLSearchParams('alert=a9'), alerts)).toBeNull();
    expect(alertOf(new URLSearchParams('alert='), alerts)).toBeNull();
    expect(alertOf(new URLSearchParams(''), alerts)).toBeNull();
  });
  it('goes from the address when closed, keeping the page', () => {
    expect(withoutAlert(new URLSearchParams('page=2&alert=a1')).toString()).toBe('page=2');
  });
});
