import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('categories', () => {
  it('are for admins only', async () => {
    expect((await t.call('getCategories', {})).status).toBe(401);
    const vol = (
      await t.call('signInStaff', { email: 'ayesha.siddiqui@example.org', password: 'volunteer123' })
    ).body.result;
    expect((await t.call('getCategories', {}, vol.token)).status).toBe(403);
  });

  it('return the default tree to an admin', async () => {
    const { token } = (await t.call('signInStaff', TEST_ADMIN)).body.result;
    const list = (await t.call('getCategories', {}, token)).body.result;
    const top = list.filter((c) => c.level === 0);
    expect(top.length).toBeGreaterThan(3);
    const child = list.find((c) => c.level === 1);
    expect(top.map((c) => c.id)).toContain(child?.parentCategoryId);
  });
});
