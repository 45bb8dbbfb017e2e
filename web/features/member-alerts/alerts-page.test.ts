import { describe, expect, it } from 'vitest';
import { alertOf, alertsPageOf, linkedAlertOf, withoutAlert } from './alerts-page';

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

describe('an alert ?alert= names that the page does not show', () => {
  const id = '0B6F3A52-3A8E-4F1C-9D7E-2F4B8C1D5E6A';
  it('is looked up by its id, unless it is on the page or no id at all', () => {
    expect(linkedAlertOf(new URLSearchParams(`alert=${id}`), [])).toEqual({
      kind: 'lookUp',
      alertId: id.toLowerCase(),
    });
    expect(linkedAlertOf(new URLSearchParams(`alert=${id}`), [{ id }])).toEqual({ kind: 'none' });
    expect(linkedAlertOf(new URLSearchParams(''), [])).toEqual({ kind: 'none' });
    expect(linkedAlertOf(new URLSearchParams('alert=../x'), [])).toEqual({ kind: 'gone' });
  });
});
