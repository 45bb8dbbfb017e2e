import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, insertUser } from '../test/factories';
import type { FakeWhatsApp } from '../test/fakes/whatsapp-cloud';
import { startTestApp, type TestApp } from '../test/harness';
import { clientAt, newPhone } from '../test/members-fixtures';
import { startApprovedFakeCloud, whatsappEnv } from '../test/whatsapp-test-app';
import { SMS_BUDGET_SPENT } from './limits';

// A sign-in code on WhatsApp is paid for from the same budget as an SMS (docs/decisions/0015-whatsapp.md):
// new numbers spend only their share, and the members' share still reaches a member.
let t: TestApp;
let fake: FakeWhatsApp;

beforeAll(async () => {
  fake = await startApprovedFakeCloud();
  // 20 messages an hour, 10 of them kept for numbers with an account (SMS_MEMBERS_SHARE defaults to 50).
  t = await startTestApp({
    env: { ...whatsappEnv(fake.url), SMS_HOURLY_LIMIT: '20', SMS_DAILY_LIMIT: '30' },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the budget on WhatsApp', () => {
  it("refuses new numbers' codes past their share, as for SMS, and still sends a member's", async () => {
    const replies = [];
    for (let i = 0; i < 40; i++)
      replies.push(
        await clientAt(t, `10.46.${i % 10}.1`)('sendOtp', { phone: newPhone(), channel: 'whatsapp' }),
      );
    expect(replies.filter((r) => r.body.result?.pass === true)).toHaveLength(10);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect(r.body.error.message).toBe(SMS_BUDGET_SPENT);

    const member = newPhone();
    await insertUser(t.db, buildMember({ mobile: member }));
    const forgot = await clientAt(t, '10.46.0.1')('sendOtp', { phone: member, channel: 'whatsapp' });
    expect(forgot.body.result).toMatchObject({ pass: true, channel: 'whatsapp' });
    expect((await fake.waitFor(member)).name).toBe('sign_in_code');
  });
});
