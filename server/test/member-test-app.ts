import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../lib/clock';
import { startTestApp, type TestApp } from './harness';
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
