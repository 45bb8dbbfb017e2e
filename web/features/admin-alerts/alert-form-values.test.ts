import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../domain/functions/alerts';
import { alertInputOf, formValuesOf } from './alert-form-values';
import { withSaved } from './alert-list';

const alert = (id: string, title = id): Alert => ({
  id,
  title,
  message: 'm',
  category: 'health',
  severity: 'high',
  importantDetails: 'one\ntwo',
  link: 'https://example.org',
  expiry: { seconds: Date.UTC(2026, 11, 1, 18, 29, 59) / 1000 },
  expired: false,
  level: 'Mosque',
  levelId: 'm1',
  levelName: 'Mecca Masjid',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the admin list after saves', () => {
  it('replaces an updated alert in place and puts a created one first, without duplicates', () => {
    const loaded = [alert('b'), alert('a')];
    expect(withSaved(loaded, [alert('a', 'fixed')]).map((a) => a.title)).toEqual(['b', 'fixed']);
    const saved = [alert('c'), alert('d'), alert('c', 'c again')];
    expect(withSaved(loaded, saved).map((a) => a.title)).toEqual(['d', 'c again', 'b', 'a']);
  });
});

describe('the alert form', () => {
  it('opens an alert with its date, and its switches on where it has a link and details', () => {
    expect(formValuesOf(alert('a'))).toMatchObject({
      expiry: '2026-12-01',
      linkOn: true,
      detailsOn: true,
      importantDetails: 'one\ntwo',
    });
    expect(formValuesOf(undefined)).toMatchObject({ expiry: '', linkOn: false, detailsOn: false });
  });

  it('sends the date as seconds to the end of that day in India, and nothing from a switched-off box', () => {
    const values = {
      ...formValuesOf(alert('a')),
      target: { level: 'state' as const, id: 's1' },
      linkOn: false,
      detailsOn: false,
    };
    expect(alertInputOf(values)).toMatchObject({
      alertLevel: 'state',
      alertLevelId: 's1',
      expiry: { seconds: Date.UTC(2026, 11, 1, 18, 29, 59) / 1000 },
      link: null,
      importantDetails: null,
    });
  });

  it("keeps an edited alert's expiry to the second while its date is left as it was", () => {
    const ended = { ...alert('a'), expiry: { seconds: Date.UTC(2026, 11, 1, 4, 30, 0) / 1000 } };
    const same = alertInputOf(formValuesOf(ended), ended);
    expect(same).toMatchObject({ expiry: ended.expiry });
    const moved = alertInputOf({ ...formValuesOf(ended), expiry: '2026-12-05' }, ended);
    expect(moved).toMatchObject({ expiry: { seconds: Date.UTC(2026, 11, 5, 18, 29, 59) / 1000 } });
  });

  it('sends a missing date and place as they are, for the server to answer', () => {
    const input = alertInputOf(formValuesOf(undefined));
    expect(input).toMatchObject({ expiry: null, alertLevelId: '' });
  });
});
