// Helpers shared by the member test files (imported by *.test.ts only).
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { mosques } from '../db/schema';
import { buildAccount, type NewUser, signedIn } from './factories';
import type { Call, TestApp } from './harness';
import type { SmsInbox } from './sms-inbox';

export type Api = Call;

/** Calls functions as a client at `ip` would, so each test keeps its own per-IP counters. */
export function clientAt(t: TestApp, ip: string): Api {
  return (name, data, token) => t.call(name, data, token, { ip });
}

let nextPhone = 0;
/** A fresh Indian mobile number per call, unique within a test file (and unlike the demo 90000000xx ones). */
export function newPhone(): string {
  nextPhone += 1;
  return `98765${String(nextPhone).padStart(5, '0')}`;
}

export async function mosqueIdOf(t: TestApp, code: string): Promise<string> {
  const [row] = await t.db.select({ id: mosques.id }).from(mosques).where(eq(mosques.code, code)).limit(1);
  if (!row) throw new Error(`No demo masjid ${code}`);
  return row.id;
}

/** Sends an OTP and returns the code that reached the inbox. */
export async function sendAndReceive(api: Api, inbox: SmsInbox, phone: string): Promise<string> {
  const sent = await api('sendOtp', { phone });
  if (sent.status !== 200 || !sent.body.result.pass)
    throw new Error(`sendOtp failed: ${JSON.stringify(sent.body)}`);
  return (await inbox.waitFor(`+91${phone}`)).code;
}

/**
 * The whole new-number registration over the API: the OTP, the privacy notice (unless `skipNotice`), and a
 * password when one is given.
 */
export async function registerMember(
  api: Api,
  inbox: SmsInbox,
  opts: { phone: string; mosqueId: string; password?: string; skipNotice?: boolean },
): Promise<{ token: string; userId: string }> {
  const code = await sendAndReceive(api, inbox, opts.phone);
  const verified = await api('verifyOtp', { phone: opts.phone, code, mosqueId: opts.mosqueId });
  const { pass, token, userId } = verified.body.result ?? {};
  if (!pass || !token || !userId) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.body)}`);
  if (!opts.skipNotice) {
    const accepted = await api('acceptPrivacyNotice', { version: PRIVACY_NOTICE_VERSION }, token);
    if (!accepted.body.result?.pass)
      throw new Error(`acceptPrivacyNotice failed: ${JSON.stringify(accepted.body)}`);
  }
  if (opts.password) {
    const set = await api('signUpMember', { password: opts.password }, token);
    if (!set.body.result?.pass) throw new Error(`signUpMember failed: ${JSON.stringify(set.body)}`);
  }
  return { token, userId };
}

/**
 * An account straight in the database, signed in with a password session: for tests about what a member (or
 * a staff account) does once registered, not about signing up. A member unless `role` says otherwise.
 */
export function signedInAccount(
  t: TestApp,
  values: Partial<NewUser> = {},
): Promise<{ token: string; userId: string }> {
  return signedIn(t, buildAccount(values));
}
