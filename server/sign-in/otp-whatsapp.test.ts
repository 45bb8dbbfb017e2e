import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, smsOutbox } from '../db/schema';
import type { FakeWhatsApp } from '../test/fakes/whatsapp-cloud';
import { startTestApp, type TestApp } from '../test/harness';
import { clientAt, mosqueIdOf, newPhone } from '../test/members-fixtures';
import { type SmsInbox, startSmsInbox } from '../test/sms-inbox';
import { startApprovedFakeCloud, TEST_WHATSAPP, whatsappEnv } from '../test/whatsapp-test-app';
import { hubSignatureOf } from '../whatsapp/webhook-route';

// Sign-in codes on WhatsApp: the authentication template through the fake Cloud API, the fallback to SMS
// with the number's limits shared, the status read and the webhook that feeds it.
let t: TestApp;
let fake: FakeWhatsApp;
let inbox: SmsInbox;
let mosqueId: string;
let address: string;

beforeAll(async () => {
  fake = await startApprovedFakeCloud();
  inbox = await startSmsInbox();
  t = await startTestApp({
    env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${inbox.url}/sms`, ...whatsappEnv(fake.url) },
  });
  mosqueId = await mosqueIdOf(t, 'DL-JM-001');
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await inbox?.close();
});

const webhook = () => `${address}/whatsapp/webhook`;

describe('a sign-in code on WhatsApp', () => {
  it('says WhatsApp is on', async () => {
    const res = await t.call('getSignInChannels', null);
    expect(res.body.result).toEqual({ sms: true, whatsapp: true });
  });

  it('reaches a new member as one authentication template in their language, and registers them', async () => {
    const api = clientAt(t, '10.45.0.1');
    const phone = newPhone();
    const sent = await api('sendOtp', { phone, language: 'hi', channel: 'whatsapp' });
    expect(sent.body.result).toMatchObject({
      pass: true,
      channel: 'whatsapp',
      messageCode: 'otpSentOnWhatsApp',
    });
    const message = await fake.waitFor(phone);
    expect(message).toMatchObject({ name: 'sign_in_code', languageCode: 'hi' });
    expect(message.params).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(message.copyCode).toBe(message.params[0]);
    expect(fake.messages.filter((m) => m.to === `91${phone}`)).toHaveLength(1);
    expect(inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(0);

    const verified = await api('verifyOtp', { phone, code: message.params[0]!, mosqueId });
    expect(verified.body.result).toMatchObject({ pass: true, token: expect.any(String) });
  });

  it('offers SMS to a number without WhatsApp; the SMS code works and the hour counts both tries', async () => {
    const api = clientAt(t, '10.45.0.2');
    const phone = newPhone();
    fake.notOnWhatsApp(phone);
    const tried = await api('sendOtp', { phone, channel: 'whatsapp' });
    expect(tried.body.result).toMatchObject({
      pass: false,
      fallback: 'notOnWhatsApp',
      messageCode: 'whatsappNotUser',
      retryAfterSeconds: 0,
      remaining: 2,
    });
    // No 60-second wait: the SMS goes at once.
    const bySms = await api('sendOtp', { phone });
    expect(bySms.body.result).toMatchObject({ pass: true, remaining: 1 });
    const sms = await inbox.waitFor(`+91${phone}`);
    const verified = await api('verifyOtp', { phone, code: sms.code, mosqueId });
    expect(verified.body.result.pass).toBe(true);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone))).toHaveLength(2);
  });

  it('says a refused template, and the status read says why', async () => {
    const api = clientAt(t, '10.45.0.3');
    const phone = newPhone();
    fake.failNext({ code: 132001 });
    const tried = await api('sendOtp', { phone, channel: 'whatsapp' });
    expect(tried.body.result).toMatchObject({ pass: false, fallback: 'templateRefused' });
    const status = await api('getSignInCodeStatus', { messageId: tried.body.result.messageId! });
    expect(status.body.result).toEqual({ status: 'failed', fallback: 'templateRefused' });
  });

  it('keeps one life for the code across both channels: its expiry and its wrong tries', async () => {
    const api = clientAt(t, '10.45.0.4');
    const phone = newPhone();
    expect((await api('sendOtp', { phone, channel: 'whatsapp' })).body.result.pass).toBe(true);
    await fake.waitFor(phone);
    for (let i = 0; i < 2; i++) await api('verifyOtp', { phone, code: '000000', mosqueId });
    // No report within 30 s: the member asks for an SMS, which the 60-second wait does not hold.
    expect((await api('sendOtp', { phone })).body.result.pass).toBe(true);
    const rows = await t.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, phone))
      .orderBy(otpChallenges.createdAt);
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
    expect(rows[1]!.expiresAt).toEqual(rows[0]!.expiresAt);
    expect(rows[1]!.attempts).toBe(2);
  });

  it('refuses WhatsApp on the same channel within the 60-second wait', async () => {
    const api = clientAt(t, '10.45.0.5');
    const phone = newPhone();
    expect((await api('sendOtp', { phone, channel: 'whatsapp' })).body.result.pass).toBe(true);
    const again = await api('sendOtp', { phone, channel: 'whatsapp' });
    expect(again.status).toBe(429);
  });
});

describe('the WhatsApp webhook', () => {
  it('echoes the challenge for the verify token, and refuses a wrong one', async () => {
    const query = (token: string) =>
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const good = await t.app.inject({ method: 'GET', url: query(TEST_WHATSAPP.verifyToken) });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await t.app.inject({ method: 'GET', url: query('wrong') })).statusCode).toBe(403);
  });

  it('marks the code delivered and read on signed statuses, and a bad signature changes nothing', async () => {
    const api = clientAt(t, '10.45.0.6');
    const phone = newPhone();
    const sent = await api('sendOtp', { phone, channel: 'whatsapp' });
    const messageId = sent.body.result.messageId!;
    const message = await fake.waitFor(phone);
    const status = async () => (await api('getSignInCodeStatus', { messageId })).body.result.status;
    expect(await status()).toBe('sent');

    expect(
      await fake.sendStatus(webhook(), message.providerId, 'delivered', { secret: 'not-the-secret' }),
    ).toBe(401);
    expect(await status()).toBe('sent');

    expect(await fake.sendStatus(webhook(), message.providerId, 'delivered')).toBe(200);
    expect(await status()).toBe('delivered');
    expect(await fake.sendStatus(webhook(), message.providerId, 'read')).toBe(200);
    // Out of order, as Meta may send them: a late 'delivered' does not undo 'read'.
    expect(await fake.sendStatus(webhook(), message.providerId, 'delivered')).toBe(200);
    expect(await status()).toBe('read');
  });

  it('keeps the error words of a failed status, and refuses a body without a signature', async () => {
    const api = clientAt(t, '10.45.0.7');
    const phone = newPhone();
    await api('sendOtp', { phone, channel: 'whatsapp' });
    const message = await fake.waitFor(phone);
    expect(await fake.sendStatus(webhook(), message.providerId, 'failed', { code: 131026 })).toBe(200);
    const [row] = await t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.providerId, message.providerId), eq(smsOutbox.channel, 'whatsapp')));
    expect(row).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('(#131026) Message undeliverable'),
    });

    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignatureOf(body, TEST_WHATSAPP.appSecret),
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
  });
});

describe('a portal without WhatsApp', () => {
  it('says so, and refuses a code on WhatsApp with a clear 400', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.call('getSignInChannels', null)).body.result).toEqual({
        sms: true,
        whatsapp: false,
      });
      const res = await plain.call('sendOtp', { phone: newPhone(), channel: 'whatsapp' });
      expect(res.status).toBe(400);
      expect(res.body.error.messageCode).toBe('whatsappOff');
      expect((await plain.app.inject({ method: 'GET', url: '/whatsapp/webhook' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
