import { describe, expect, it } from 'vitest';
import { budgetProofLevel, MAX_PROOF_LEVEL } from '../sign-in/bot-check';
import { PROOF_NEEDED } from '../sign-in/proof-gate';
import { solveAltcha, solvedAltcha } from '../test/altcha';
import { buildMember, insertUser } from '../test/factories';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, newPhone } from '../test/members-fixtures';

describe('the proof of work a send to a new number needs', () => {
  it('is none up to half the hour allowance, then one level more for each further tenth', () => {
    expect(budgetProofLevel(0, 10)).toBe(0);
    expect(budgetProofLevel(5, 10)).toBe(0);
    expect(budgetProofLevel(6, 10)).toBe(1);
    expect(budgetProofLevel(8, 10)).toBe(3);
    expect(budgetProofLevel(10, 10)).toBe(MAX_PROOF_LEVEL);
    expect(budgetProofLevel(0, 0)).toBe(MAX_PROOF_LEVEL);
  });
});

describe('as the hour fills with new numbers', () => {
  // 20 SMS an hour: 10 for new numbers.
  const env = withMemberTestApp(undefined, { SMS_HOURLY_LIMIT: '20', BOT_CHECK: 'altcha' });
  const levelOf = (challenge: unknown) =>
    (challenge as { parameters: { data?: { level?: number } } }).parameters.data?.level ?? 0;

  it('asks new numbers for more work, and members for none', async () => {
    const member = newPhone();
    await insertUser(env.t.db, buildMember({ mobile: member }));
    const stale = await solvedAltcha(env.t);
    const staleForMember = await solvedAltcha(env.t);
    for (let i = 0; i < 6; i++) {
      const api = clientAt(env.t, `10.70.${i}.1`);
      const sent = await api('sendOtp', { phone: newPhone(), altcha: await solvedAltcha(env.t) });
      expect(sent.body.result?.pass, `send ${i}`).toBe(true);
    }
    const { challenge } = (await env.t.call('getBotChallenge', null)).body.result;
    expect(levelOf(challenge)).toBe(1);

    const api = clientAt(env.t, '10.70.9.1');
    const phone = newPhone();
    const asked = await api('sendOtp', { phone, altcha: stale });
    expect(asked.body.result).toMatchObject({ pass: false, needsBotCheck: true, message: PROOF_NEEDED });
    expect(levelOf(asked.body.result.challenge)).toBe(1);
    expect(env.inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(0);

    const proved = await api('sendOtp', { phone, altcha: await solveAltcha(asked.body.result.challenge) });
    expect(proved.body.result.pass).toBe(true);
    expect((await api('sendOtp', { phone: member, altcha: staleForMember })).body.result.pass).toBe(true);
  });
});
