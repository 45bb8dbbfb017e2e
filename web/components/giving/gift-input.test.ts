import { describe, expect, it } from 'vitest';
import { amountPaiseSchema, utrSchema } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { readAmount, utrDigits, utrProblem } from './gift-input';

const serverSays = (paise: number) => {
  const parsed = z.safeParse(amountPaiseSchema, paise);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the amount field', () => {
  it('reads rupees as paise, in any digits', () => {
    expect(readAmount('501')).toEqual({ paise: 50100 });
    expect(readAmount('501.5')).toEqual({ paise: 50150 });
    expect(readAmount('१,२५०.५०')).toEqual({ paise: 125050 });
    expect(readAmount('۵۰۱')).toEqual({ paise: 50100 });
  });

  it('refuses what the server refuses, with its words', () => {
    expect(readAmount('0')).toEqual({ problem: serverSays(0) });
    expect(readAmount('0.99')).toEqual({ problem: serverSays(99) });
    expect(readAmount('1000000.01')).toEqual({ problem: serverSays(100_000_001) });
    expect(readAmount('10,00,000')).toEqual({ paise: 100_000_000 });
    expect(serverSays(100_000_000)).toBeNull();
  });

  it('says how to write an amount for three decimals, a sign or letters', () => {
    expect(readAmount('501.505')).toEqual({ problem: serverSays(50150.5) });
    expect(readAmount('-5')).toEqual({ problem: serverSays(-500) });
    expect(readAmount('')).toHaveProperty('problem');
    expect(readAmount('abc')).toEqual({ problem: 'Please enter an amount' });
  });
});

describe('the UTR field', () => {
  it('keeps the digits typed, Hindi and Urdu ones as 0-9, and refuses a 13th rather than cut it', () => {
    expect(utrDigits('१२३४५६७८९०१२')).toBe('123456789012');
    expect(utrDigits('UTR: 4012 3456 7890')).toBe('401234567890');
    expect(utrDigits('4012 3456 7890 99')).toBe('40123456789099');
    expect(utrProblem(utrDigits('5566 7788 99001'))).not.toBeNull();
  });

  it('refuses as the server does', () => {
    const parsed = z.safeParse(utrSchema, '12345678901');
    expect(parsed.success).toBe(false);
    expect(utrProblem('12345678901')).toBe(parsed.error?.issues[0]?.message);
    expect(utrProblem('123456789012')).toBeNull();
  });
});
