import { beforeEach, describe, expect, it, vi } from 'vitest';
import hi from 'zod/v4/locales/hi.js';

// The module keeps the wanted language and zod's arrival: each test starts from a fresh copy of both.
beforeEach(() => {
  vi.resetModules();
});

const tooLong = async () => {
  const z = await import('./zod');
  const result = z.string().check(z.maxLength(2)).safeParse('abc');
  return result.success ? null : result.error.issues[0]?.message;
};

describe('zod messages follow the chosen language', () => {
  it('are English when no language was chosen', async () => {
    expect(await tooLong()).toMatch(/^Too big/);
  });

  it('are in the language chosen before zod loaded', async () => {
    const { setZodLocale } = await import('./zod-locale');
    setZodLocale(hi);
    expect(await tooLong()).not.toMatch(/^Too big/);
    expect(await tooLong()).toMatch(/[\u0900-\u097F]/);
  });

  it('change at once when zod is already there, and back to English', async () => {
    const { setZodLocale } = await import('./zod-locale');
    expect(await tooLong()).toMatch(/^Too big/);
    setZodLocale(hi);
    expect(await tooLong()).toMatch(/[\u0900-\u097F]/);
    setZodLocale(null);
    expect(await tooLong()).toMatch(/^Too big/);
  });
});
