import { describe, expect, it } from 'vitest';
import {
  financialYearDays,
  financialYearOf,
  isFinancialYear,
  monthsOfFinancialYear,
  receiptNumberText,
} from './financial-year';

describe('the financial year', () => {
  it('runs from April to March', () => {
    expect(financialYearOf('2026-12-03')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-05-01')).toBe('2099-00');
    expect(financialYearDays('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(monthsOfFinancialYear('2026-27')).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('is written 2026-27, and a receipt number within it has six digits', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2026')).toBe(false);
    expect(receiptNumberText('DL-JM-001', '2026-27', 123)).toBe('DL-JM-001/2026-27/000123');
  });
});
