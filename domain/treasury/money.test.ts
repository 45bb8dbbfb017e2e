import { describe, expect, it } from 'vitest';
import { paiseOfRupees, rupeesDecimal, rupeesText } from './money';

describe('money', () => {
  it('reads typed rupees as whole paise, never through a float', () => {
    expect(paiseOfRupees('501')).toBe(50_100);
    expect(paiseOfRupees('0.29')).toBe(29);
    expect(paiseOfRupees('1,250.5')).toBe(125_050);
    expect(paiseOfRupees('₹ 501.00')).toBe(50_100);
    expect(paiseOfRupees('501.555')).toBe(null);
    expect(paiseOfRupees('-5')).toBe(null);
    expect(paiseOfRupees('5e3')).toBe(null);
    expect(paiseOfRupees('')).toBe(null);
  });

  it('writes paise as a UPI link and as a person reads them', () => {
    expect(rupeesDecimal(50_100)).toBe('501.00');
    expect(rupeesDecimal(5)).toBe('0.05');
    expect(rupeesText(12_345_650)).toBe('₹1,23,456.50');
    expect(rupeesText(50_100)).toBe('₹501');
    expect(rupeesText(100_000_000)).toBe('₹10,00,000');
  });
});
