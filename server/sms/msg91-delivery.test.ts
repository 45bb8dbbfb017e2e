import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsDailyCounts, smsOutbox } from '../db/schema';
import { buildSuperAdmin, signedIn } from '../test/factories';
import type { FakeGateway } from '../test/fakes/fake-gateway';
import type { TestApp } from '../test/harness';
import { clientAt, newPhone } from '../test/members-fixtures';
import { startMsg91TestApp } from '../test/msg91-test-app';
import { outboxSenders } from '../test/outbox-senders';
import type { filledTemplatesFile } from '../test/sms-templates-file';
import { recordSms } from './outbox';
import { sendDueOutbox } from './outbox-job';
import { foldOldSms } from './outbox-retention';

// The whole way of an SMS through MSG91's Flow API, against a fake that checks each request as MSG91 documents
// it: the template, a retry, a final refusal, the delivery report, the job's queue and the 90-day fold.
let app: Awaited<ReturnType<typeof startMsg91TestApp>>;
let fake: FakeGateway;
let t: TestApp;
let templates: ReturnType<typeof filledTemplatesFile>;
let admin: string;

beforeAll(async () => {
  app = await startMsg91TestApp();
  ({ t, fake, templates } = app);
  admin = (await signedIn(t, buildSuperAdmin())).token;
});
afterAll(() => app?.close());

const report = async () => (await t.call('getSmsReport', null, admin)).body.result;
const rowFor = async (phone: string) =>
  (
    await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `91${phone}`))
  )[0]!;
let address: string | null = null;
/** What a gateway's dashboard is given: the portal's address and the path /admin/sms shows. */
const statusUrl = async () => {
  address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}${(await report()).statusPath}`;
};

describe('an OTP through MSG91', () => {
  it('goes out as the registered template, in the reader language, with the code as its variable', async () => {
    const phone = newPhone();
    const sent = await clientAt(t, '10.60.0.1')('sendOtp', { phone, language: 'ur' });
    expect(sent.body.result.pass).toBe(true);
    const sms = await fake.waitFor(phone);
    expect(sms.templateId).toBe('flow-otp-ur');
    expect(sms.variables).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(sms.text).toBe(templates.templates.otp!.ur!.text.replace('{#var#}', sms.variables[0]!));
    expect(await rowFor(phone)).toMatchObject({
      status: 'sent',
      providerId: sms.providerId,
      parts: 1,
      variables: null,
    });
  });

  it('is retried after a 500 and then delivered, as its delivery report says', async () => {
    const phone = newPhone();
    fake.failNext({ status: 500 });
    expect((await clientAt(t, '10.60.0.2')('sendOtp', { phone })).body.result.pass).toBe(true);
    const sms = await fake.waitFor(phone);
    await expect.poll(async () => (await rowFor(phone)).status).toBe('sent');
    expect((await rowFor(phone)).attempts).toBe(2);

    expect(await fake.reportDelivery(await statusUrl(), sms.providerId, 'delivered')).toBe(200);
    expect((await rowFor(phone)).status).toBe('delivered');
    expect((await report()).channels[0]!.today.find((p) => p.purpose === 'otp')).toMatchObject({
      delivered: 1,
    });
  });

  it('is marked failed with the gateway reason after a 400, shown on /admin/sms by its last 4 digits', async () => {
    const phone = newPhone();
    fake.failNext({ status: 400, message: 'Invalid mobile number' });
    const refused = await clientAt(t, '10.60.0.3')('sendOtp', { phone });
    expect(refused.body.result).toMatchObject({ pass: false });
    const { failures } = await report();
    expect(failures[0]).toMatchObject({ purpose: 'otp', phoneLast4: phone.slice(-4) });
    expect(failures[0]!.reason).toContain('Invalid mobile number');
    expect(JSON.stringify(failures)).not.toContain(phone);
  });

  it('takes a delivery report only with the secret, and only for the gateway in use', async () => {
    const url = await statusUrl();
    const phone = newPhone();
    await clientAt(t, '10.60.0.4')('sendOtp', { phone });
    const sms = await fake.waitFor(phone);
    expect(await fake.reportDelivery(url.replace(/key=[^&]+/, 'key=guess'), sms.providerId, 'failed')).toBe(
      403,
    );
    expect(await fake.reportDelivery(url.replace('/msg91?', '/fast2sms?'), sms.providerId, 'failed')).toBe(
      404,
    );
    expect((await rowFor(phone)).status).toBe('sent');
    expect(await fake.reportDelivery(url, sms.providerId, 'failed', 'DND number')).toBe(200);
    expect(await rowFor(phone)).toMatchObject({ status: 'failed', reason: expect.stringContaining('DND') });
  });
});

describe('the outbox job', () => {
  it('sends a queued SMS that holds its variables, retrying a 429 at its next turn', async () => {
    const phone = newPhone();
    const now = t.services.clock.now();
    const id = await recordSms(t.db, {
      createdAt: now,
      purpose: 'alert',
      phone: `91${phone}`,
      template: 'alert',
      language: 'hi',
      parts: 2,
      provider: 'msg91',
      giveUpAt: new Date(now.getTime() + 3_600_000),
      variables: ['Janaza at Jama Masjid, 2 pm'],
      nextAttemptAt: now,
    });
    fake.failNext({ status: 429, retryAfter: 1 });
    expect(await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services))).toBe(1);
    const [waiting] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    await t.db.update(smsOutbox).set({ nextAttemptAt: now }).where(eq(smsOutbox.id, id));
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    const sms = await fake.waitFor(phone);
    expect(sms).toMatchObject({ templateId: 'flow-alert-hi', variables: ['Janaza at Jama Masjid, 2 pm'] });
  });

  it('fails a queued SMS whose time ran out, and after 90 days keeps only the counts', async () => {
    const old = new Date('2026-01-10T12:00:00Z');
    const id = await recordSms(t.db, {
      createdAt: old,
      purpose: 'otp',
      phone: '919800000001',
      template: 'otp',
      language: 'en',
      parts: 1,
      provider: 'msg91',
      giveUpAt: new Date(old.getTime() + 600_000),
    });
    await sendDueOutbox(t.db, t.services.clock, outboxSenders(t.services));
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', reason: 'not sent before it expired' });

    await foldOldSms(t.db, t.services.clock.now());
    expect(await t.db.$count(smsOutbox, eq(smsOutbox.id, id))).toBe(0);
    expect(await t.db.select().from(smsDailyCounts)).toEqual([
      { day: '2026-01-10', purpose: 'otp', status: 'failed', messages: 1, parts: 1 },
    ]);
  });
});
