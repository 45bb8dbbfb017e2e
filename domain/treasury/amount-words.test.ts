import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('an amount in words', () => {
  it('writes rupees and paise as an Indian receipt does, in lakh and crore', () => {
    expect(amountInWords(50_100)).toBe('Rupees Five Hundred One Only');
    expect(amountInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
    );
    expect(amountInWords(100_000_000)).toBe('Rupees Ten Lakh Only');
    expect(amountInWords(2_000_000_000)).toBe('Rupees Two Crore Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(1_111_100)).toBe('Rupees Eleven Thousand One Hundred Eleven Only');
  });
});
