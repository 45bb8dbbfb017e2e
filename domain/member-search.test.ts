import { describe, expect, it } from 'vitest';
import { mobileSearchDigits } from './member-search';

describe('a search by mobile number', () => {
  it('takes 4 to 10 digits, as a number is written', () => {
    expect(mobileSearchDigits('0476')).toBe('0476');
    expect(mobileSearchDigits(' 9665050476 ')).toBe('9665050476');
    expect(mobileSearchDigits('96650 50476')).toBe('9665050476');
    expect(mobileSearchDigits('+91 96650-50476')).toBe('9665050476');
    expect(mobileSearchDigits('919665050476')).toBe('9665050476');
    expect(mobileSearchDigits('09665050476')).toBe('9665050476');
  });

  it('reads Devanagari and Urdu digits as the same digits', () => {
    expect(mobileSearchDigits('०४७६')).toBe('0476');
    expect(mobileSearchDigits('۹۶۶۵۰۵۰۴۷۶')).toBe('9665050476');
    expect(mobileSearchDigits('٠٤٧٦')).toBe('0476');
  });

  it('leaves names, too few digits and too many to the name search', () => {
    expect(mobileSearchDigits('Farhan')).toBeNull();
    expect(mobileSearchDigits('Farhan 0476')).toBeNull();
    expect(mobileSearchDigits('476')).toBeNull();
    expect(mobileSearchDigits('96650504761')).toBeNull();
    expect(mobileSearchDigits('+')).toBeNull();
    expect(mobileSearchDigits('')).toBeNull();
  });
});
