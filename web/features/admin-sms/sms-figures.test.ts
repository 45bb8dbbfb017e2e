import { describe, expect, it } from 'vitest';
import { maskedNumber, statusAddress, usedPercent } from './sms-figures';

const window = (used: number, limit: number) => ({ used, limit, left: 0, keptForMembers: 0 });

describe('usedPercent', () => {
  it('is the share of the limit used, rounded, within 0 and 100', () => {
    expect(usedPercent(window(0, 200))).toBe(0);
    expect(usedPercent(window(1, 3))).toBe(33);
    expect(usedPercent(window(200, 200))).toBe(100);
    // The count can pass the limit by the sends already under way when it filled.
    expect(usedPercent(window(205, 200))).toBe(100);
  });

  it('reads a limit of 0 as full once anything was sent, and as empty before', () => {
    expect(usedPercent(window(0, 0))).toBe(0);
    expect(usedPercent(window(3, 0))).toBe(100);
  });
});

describe('statusAddress', () => {
  it('puts the origin before the path with exactly one slash', () => {
    expect(statusAddress('https://portal.example.in', '/sms/status/msg91/k3y')).toBe(
      'https://portal.example.in/sms/status/msg91/k3y',
    );
    expect(statusAddress('https://portal.example.in/', 'sms/status/msg91/k3y')).toBe(
      'https://portal.example.in/sms/status/msg91/k3y',
    );
  });
});

describe('maskedNumber', () => {
  it('shows the last 4 digits after an ellipsis, and never more', () => {
    expect(maskedNumber('1234')).toBe('\u20261234');
    expect(maskedNumber('+919876501234')).toBe('\u20261234');
  });
});
