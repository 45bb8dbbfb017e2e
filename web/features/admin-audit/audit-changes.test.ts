import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-changes';

describe('auditChanges', () => {
  it('gives each changed field with its value before and after', () => {
    expect(
      auditChanges({ before: { name: 'Old', url: null }, after: { name: 'New', url: 'https://x.in' } }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'url', before: null, after: 'https://x.in' },
    ]);
  });

  it('has no before for an addition, no after for a deletion, and nothing for a sign-in', () => {
    expect(auditChanges({ before: null, after: { rows: 3 } })).toEqual([
      { field: 'rows', before: null, after: 3 },
    ]);
    expect(auditChanges({ before: { name: 'Gone' }, after: null })).toEqual([
      { field: 'name', before: 'Gone', after: null },
    ]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
    expect(auditChanges(null)).toEqual([]);
  });
});

describe('auditValue', () => {
  const id = '0b6f7c1e-2f0a-4c1b-9a51-9d3f7b2c8e10';
  it('names an id the server named, and keeps an unknown one as text', () => {
    expect(auditValue(id, { [id]: 'Jama Masjid' })).toEqual({ kind: 'named', name: 'Jama Masjid' });
    expect(auditValue(id, {})).toEqual({ kind: 'text', value: id });
  });

  it('tells a day, a moment, a yes or no, a number, nothing and a list apart', () => {
    expect(auditValue('2026-11-23', {})).toEqual({ kind: 'day', value: '2026-11-23' });
    expect(auditValue('2026-11-23T18:29:59.999Z', {})).toEqual({
      kind: 'moment',
      value: '2026-11-23T18:29:59.999Z',
    });
    expect(auditValue(true, {})).toEqual({ kind: 'yes' });
    expect(auditValue(3, {})).toEqual({ kind: 'number', value: 3 });
    expect(auditValue('', {})).toEqual({ kind: 'none' });
    expect(auditValue(['name', 'gender'], {})).toEqual({
      kind: 'list',
      values: [
        { kind: 'text', value: 'name' },
        { kind: 'text', value: 'gender' },
      ],
    });
  });
});

describe('a coded value', () => {
  it("is told apart by its field, so that the card can write it in the reader's language", () => {
    expect(auditValue('state', {}, 'level')).toEqual({ kind: 'coded', field: 'level', value: 'state' });
    expect(auditValue('Mosque', {}, 'level')).toEqual({ kind: 'coded', field: 'level', value: 'Mosque' });
    expect(auditValue('health', {}, 'category')).toEqual({
      kind: 'coded',
      field: 'category',
      value: 'health',
    });
    expect(auditValue('low', {}, 'severity')).toEqual({ kind: 'coded', field: 'severity', value: 'low' });
    expect(auditValue('locality', {}, 'type')).toEqual({ kind: 'coded', field: 'type', value: 'locality' });
    expect(auditValue('volunteer', {}, 'role')).toEqual({ kind: 'coded', field: 'role', value: 'volunteer' });
    expect(auditValue('Area', {}, 'scopeLevel')).toEqual({
      kind: 'coded',
      field: 'scopeLevel',
      value: 'Area',
    });
  });

  it("stays text when it is not one of its field's codes, or its field has none", () => {
    expect(auditValue('urgent', {}, 'severity')).toEqual({ kind: 'text', value: 'urgent' });
    expect(auditValue('low', {}, 'title')).toEqual({ kind: 'text', value: 'low' });
    expect(auditValue('toString', {}, 'constructor')).toEqual({ kind: 'text', value: 'toString' });
  });
});
