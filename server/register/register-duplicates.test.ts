import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { NAME_SIMILARITY } from './register-duplicates';

/**
 * The threshold of a similar name (NAME_SIMILARITY), measured by the database's own pg_trgm in Latin,
 * Devanagari and Urdu script: the spellings one person gets in a register pass it, different people who share
 * a first or last name do not.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const similarity = async (a: string, b: string) => {
  const result = await t.db.execute(sql`select similarity(${a}, ${b}) as s`);
  return Number((result as unknown as { rows: { s: number }[] }).rows[0]!.s);
};

describe('NAME_SIMILARITY', () => {
  it.each([
    ['Mohd Irfan', 'Mohammed Irfan'],
    ['Mohammad Irfan', 'Mohammed Irfan'],
    ['Aisha Begum', 'Ayesha Begum'],
    ['Abdul Rehman Khan', 'Abdul Rahman Khan'],
    ['मोहम्मद इरफान', 'मोहम्मद इरफ़ान'],
    ['मुहम्मद इरफ़ान', 'मोहम्मद इरफ़ान'],
    ['आइशा बेगम', 'आयशा बेगम'],
    ['محمد عرفان خان', 'محمد عرفان'],
    ['عایشہ بیگم', 'عائشہ بیگم'],
    ['عبد الرحمن', 'عبدالرحمن'],
  ])('%s and %s are alike', async (a, b) =>
    expect(await similarity(a, b)).toBeGreaterThanOrEqual(NAME_SIMILARITY),
  );

  it.each([
    ['Fatima Begum', 'Ayesha Begum'],
    ['Mohammed Salim', 'Mohammed Irfan'],
    ['फ़ातिमा बेगम', 'आयशा बेगम'],
    ['فاطمہ بیگم', 'عائشہ بیگم'],
    ['محمد عمران', 'محمد عرفان'],
  ])('%s and %s are not', async (a, b) => expect(await similarity(a, b)).toBeLessThan(NAME_SIMILARITY));
});
