import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { startTestApp, type TestApp } from '../test/harness';
import { signedInAccount } from '../test/members-fixtures';

// '2024-13-01' and '0000-00-00' reached the audit query as an invalid time (a 500), and
// '2024-02-31' was read as 2 March. Every date input is now a calendar date or a clear 400.
let t: TestApp;
let superAdmin: string;
let member: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (
    await signedInAccount(t, { role: 'admin', superAdmin: true, email: 'dates.super@test.local' })
  ).token;
  member = await signedInAccount(t);
});
afterAll(() => t.close());

const NOT_DATES = ['2024-13-01', '0000-00-00', '2024-02-31'];

describe('getAuditLog', () => {
  it.each(NOT_DATES)('refuses from and to %s with a 400 that names the field', async (day) => {
    for (const field of ['from', 'to']) {
      const res = await t.call('getAuditLog', { [field]: day }, superAdmin);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: MSG.dateInvalid,
        messageCode: 'dateInvalid',
        details: [{ path: field, message: MSG.dateInvalid, messageCode: 'dateInvalid' }],
      });
    }
  });

  it('takes real days, 29 February of a leap year included', async () => {
    const res = await t.call('getAuditLog', { from: '2024-02-29', to: '2024-03-01' }, superAdmin);
    expect(res.status).toBe(200);
  });
});

describe("a member's date of birth", () => {
  it.each(NOT_DATES)('refuses %s with a 400 and stores nothing', async (dob) => {
    const res = await t.call(
      'updateBasicInfo',
      { name: 'Sana Khan', dob, gender: 'female', address: 'Old City', parentId: null, relation: null },
      member.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { path: 'dob', message: MSG.dobInvalid, messageCode: 'dobInvalid' },
    ]);
    const me = (await t.call('getSessionUser', {}, member.token)).body.result;
    expect(me).toMatchObject({ name: null, dob: null });
  });
});
