import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../lib/clock';
import { startTestApp, type TestApp } from './harness';
import { manualClock } from './manual-clock';
import { type Api, clientAt, mosqueIdOf, newPhone, registerMember } from './members-fixtures';
import { type SmsInbox, startSmsInbox } from './sms-inbox';

export type MemberTestEnv = { t: TestApp; inbox: SmsInbox };

/**
 * For a test file about the member functions: before its tests, an app whose OTPs go through the webhook
 * provider to a real SMS inbox (plus any `extraEnv`); after them, both stopped. Called inside a `describe`, the
 * hooks belong to that block. The fields are set once the hooks have run.
 */
export function withMemberTestApp(
  clock?: Clock,
  extraEnv: Record<string, string> = {},
  logger?: FastifyBaseLogger,
): MemberTestEnv {
  const env = {} as MemberTestEnv;
  beforeAll(async () => {
    env.inbox = await startSmsInbox();
    env.t = await startTestApp({
      clock,
      logger,
      env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${env.inbox.url}/sms`, ...extraEnv },
    });
  });
  afterAll(async () => {
    await env.t?.close();
    await env.inbox?.close();
  });
  return env;
}

/**
 * withMemberTestApp on a manual clock, with what the tests of a registered member's own functions start from:
 * `api`, a client at `ip`; `delhi`, the seeded Delhi masjid (set before the tests); and `newMember`, which
 * registers a new number there over the API (with `password` unless told otherwise), each from an address of
 * its own under `subnet`, so the per-address OTP limit never interferes.
 */
export function withRegisteringMembers(options: { ip: string; subnet: string; password?: string }) {
  const clock = manualClock(new Date());
  const env = withMemberTestApp(clock);
  const api: Api = (name, data, token) => clientAt(env.t, options.ip)(name, data, token);
  let registrations = 0;
  const newMember = async (opts: { password?: string; skipNotice?: boolean } = {}) => {
    const phone = newPhone();
    const registered = await registerMember(
      clientAt(env.t, `${options.subnet}.${++registrations}`),
      env.inbox,
      { phone, mosqueId: world.delhi, password: options.password, ...opts },
    );
    return { ...registered, phone };
  };
  const world = { clock, env, api, newMember, delhi: '' };
  beforeAll(async () => {
    world.delhi = await mosqueIdOf(env.t, 'DL-JM-001');
  });
  return world;
}
