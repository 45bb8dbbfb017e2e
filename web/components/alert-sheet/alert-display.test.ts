import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format-date';
import {
  detailLines,
  expiryTime,
  safeLink,
  severityColor,
  severityName,
  severityTone,
} from './alert-display';

describe('severity colours', () => {
  it('maps low to green, moderate to orange, high to red and anything else to grey', () => {
    expect(severityTone('low')).toBe('success');
    expect(severityTone('moderate')).toBe('warning');
    expect(severityTone('high')).toBe('error');
    for (const other of ['', 'critical', 'HIGH', 'toString', '__proto__', null, undefined]) {
      expect(severityTone(other)).toBe('default');
      expect(severityColor(other)).toBe('grey.500');
      expect(severityName(other)).toBe('unknown');
    }
    expect(severityColor('high')).toBe('error.main');
    expect(severityName('moderate')).toBe('moderate');
  });
});

describe('alert expiry', () => {
  it('reads the expiry seconds as an instant, shown day short-month year', () => {
    const at = expiryTime({ seconds: Date.UTC(2026, 2, 14) / 1000 });
    expect(at).toBe(Date.UTC(2026, 2, 14));
    expect(formatDate(at)).toBe('14 Mar 2026');
    expect(formatDate(at, 'hi-IN')).toBe('14 मार्च 2026');
  });

  it('has no expiry for a negative or invalid one', () => {
    expect(expiryTime({ seconds: -1 })).toBeNull();
    expect(expiryTime({ seconds: Number.NaN })).toBeNull();
    expect(expiryTime(null)).toBeNull();
  });
});

describe('important details', () => {
  it('splits by line and drops blank lines', () => {
    expect(detailLines('Venue: Jama Masjid\r\n\n  Time: after Asr  \n')).toEqual([
      'Venue: Jama Masjid',
      'Time: after Asr',
    ]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines('   ')).toEqual([]);
  });
});

describe('Visit Site link', () => {
  it('offers web addresses, reading a bare host as https', () => {
    expect(safeLink('https://example.org/relief')).toBe('https://example.org/relief');
    expect(safeLink(' http://example.org ')).toBe('http://example.org/');
    expect(safeLink('example.org/form')).toBe('https://example.org/form');
  });

  it('offers nothing for an empty or non-web address', () => {
    for (const link of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(safeLink(link)).toBeNull();
    }
  });
});
