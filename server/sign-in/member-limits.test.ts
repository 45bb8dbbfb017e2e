import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_PER_IP,
  LOGIN_FAIL_PER_IP,
  LOGIN_FAIL_PER_PHONE,
  LOGIN_FAIL_PER_PHONE_IP,
} from '../sign-in/limits';
import { LOGIN_FAILED } from '../sign-in/member-sign-in';
import { expectBurstCapped } from '../test/burst';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, mosqueIdOf, newPhone, registerMember } from '../test/members-fixtures';
import { said } from '../test/said';

// The limits on the public phone check and password sign-in (server/sign-in/limits.ts).
const clock = manualClock(new Date());
const env = withMemberTestApp(clock);
let delhiMosque: string;
beforeAll(async () => {
  delhiMosque = await mosqueIdOf(env.t, 'DL-JM-001');
});

describe('password sign-in limits', () => {
  it('refuses a number from one address after 30 failures, but never the right password from another', async () => {
    const attacker = clientAt(env.t, '10.2.0.2');
    const owner = clientAt(env.t, '10.2.1.2');
    const phone = newPhone();
    await registerMember(owner, env.inbox, { phone, mosqueId: delhiMosque, password: 'right-secret' });
    for (let i = 0; i < LOGIN_FAIL_PER_PHONE_IP.limit; i++) {
      const res = await attacker('signInWithPassword', { phone, password: `wrong-${i}` });
      expect(res.body.result).toEqual({ pass: false, ...said(LOGIN_FAILED) });
    }
    const blocked = await attacker('signInWithPassword', { phone, password: 'right-secret' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.status).toBe('RESOURCE_EXHAUSTED');
    // The owner, elsewhere, is not locked out by a stranger's guesses.
    expect((await owner('signInWithPassword', { phone, password: 'right-secret' })).body.result.pass).toBe(
      true,
    );
    clock.advance(15 * 60_000 + 1000);
    const later = await attacker('signInWithPassword', { phone, password: 'right-secret' });
    expect(later.body.result.pass).toBe(true);
  });

  it('checks at most 30 wrong passwords from one address, even 40 at once', async () => {
    const phone = newPhone();
    await registerMember(clientAt(env.t, '10.2.0.5'), env.inbox, {
      phone,
      mosqueId: delhiMosque,
      password: 'right-secret',
    });
    const evaluated = await expectBurstCapped(
      (i) => env.t.call('signInWithPassword', { phone, password: `wrong-${i}` }, null, { ip: '10.2.0.6' }),
      40,
      LOGIN_FAIL_PER_PHONE_IP.limit,
    );
    for (const r of evaluated) expect(r.body.result).toEqual({ pass: false, ...said(LOGIN_FAILED) });
    // The owner, elsewhere, still signs in.
    const owner = await env.t.call('signInWithPassword', { phone, password: 'right-secret' }, null, {
      ip: '10.0.0.2',
    });
    expect(owner.body.result.pass).toBe(true);
  });

  it('blocks an address after 300 failures across numbers', async () => {
    const api = clientAt(env.t, '10.2.0.3');
    for (let i = 0; i < LOGIN_FAIL_PER_IP.limit; i++) {
      await api('signInWithPassword', { phone: newPhone(), password: 'guess' });
    }
    expect((await api('signInWithPassword', { phone: newPhone(), password: 'guess' })).status).toBe(429);
    // Another address is not affected.
    expect(
      (await clientAt(env.t, '10.2.0.4')('signInWithPassword', { phone: newPhone(), password: 'x' })).status,
    ).toBe(200);
    // 301 sign-ins one after another: about 15 s on a quiet runner, past 30 s on a loaded one.
  }, 120_000);

  it('lets the owner in from a clean address after failures spread over many addresses', async () => {
    const phone = newPhone();
    await registerMember(clientAt(env.t, '10.2.2.1'), env.inbox, {
      phone,
      mosqueId: delhiMosque,
      password: 'right-secret',
    });
    expect(LOGIN_FAIL_PER_PHONE.limit).toBe(Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < 100; i++) {
      const ip = `10.2.3.${(i % 10) + 1}`;
      const res = await clientAt(env.t, ip)('signInWithPassword', { phone, password: `wrong-${i}` });
      expect(res.status, `failure ${i} from ${ip}`).toBe(200);
    }
    const owner = clientAt(env.t, '10.2.4.1');
    expect((await owner('signInWithPassword', { phone, password: 'right-secret' })).body.result.pass).toBe(
      true,
    );
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped client as the IPv4 one', async () => {
    const phone = newPhone();
    await registerMember(clientAt(env.t, '10.2.5.1'), env.inbox, {
      phone,
      mosqueId: delhiMosque,
      password: 'right-secret',
    });
    for (let i = 0; i < LOGIN_FAIL_PER_PHONE_IP.limit; i++) {
      await clientAt(env.t, `2001:db8:1:2::${i + 1}`)('signInWithPassword', {
        phone,
        password: `wrong-${i}`,
      });
    }
    const sameNetwork = clientAt(env.t, '2001:db8:1:2:ffff::9');
    expect((await sameNetwork('signInWithPassword', { phone, password: 'right-secret' })).status).toBe(429);

    for (let i = 0; i < LOGIN_FAIL_PER_PHONE_IP.limit; i++) {
      await clientAt(env.t, '10.2.5.2')('signInWithPassword', { phone, password: `wrong-${i}` });
    }
    const mapped = clientAt(env.t, '::ffff:10.2.5.2');
    expect((await mapped('signInWithPassword', { phone, password: 'right-secret' })).status).toBe(429);

    const otherNetwork = clientAt(env.t, '2001:db8:1:3::1');
    expect(
      (await otherNetwork('signInWithPassword', { phone, password: 'right-secret' })).body.result.pass,
    ).toBe(true);
  });
});

describe('phone check limits', () => {
  it('allows 200 checks from one address per 15 minutes', async () => {
    const api = clientAt(env.t, '10.3.0.2');
    const phone = newPhone();
    for (let i = 0; i < CHECK_PER_IP.limit; i++) {
      const res = await api('checkMobileRegistered', { phone: i % 2 ? phone : newPhone() });
      expect(res.status).toBe(200);
    }
    const blocked = await api('checkMobileRegistered', { phone: newPhone() });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.status).toBe('RESOURCE_EXHAUSTED');
    // The number itself has no limit: from another address it is answered at once.
    expect((await clientAt(env.t, '10.3.0.3')('checkMobileRegistered', { phone })).status).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await api('checkMobileRegistered', { phone })).status).toBe(200);
  });
});
