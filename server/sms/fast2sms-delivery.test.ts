import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { buildSuperAdmin, signedIn } from '../test/factories';
import type { FakeGateway } from '../test/fakes/fake-gateway';
import { startFakeFast2sms } from '../test/fakes/fast2sms';
import { startTestApp, type TestApp } from '../test/harness';
import { clientAt, newPhone } from '../test/members-fixtures';
import { filledTemplatesFile, writeTemplatesFile } from '../test/sms-templates-file';

// An OTP's way through Fast2SMS's DLT route, against a fake that checks each request as Fast2SMS documents it:
// the registered template by its message id, a retry after a 500, a final 400, and the delivery report.
const API_KEY = 'test-fast2sms-key';
const templates = filledTemplatesFile();
/** Fast2SMS's DLT Manager knows each template by its message id, with the DLT text. */
const fast2smsTemplates = Object.fromEntries(
  Object.values(templates.templates).flatMap((byLanguage) =>
    Object.values(byLanguage).map((t) => [t.gatewayTemplateId!, t.text]),
  ),
);

let fake: FakeGateway;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  fake = await startFakeFast2sms({ apiKey: API_KEY, templates: fast2smsTemplates, senderIds: ['ANJMAN'] });
  t = await startTestApp({
    env: {
      SMS_PROVIDER: 'fast2sms',
      FAST2SMS_API_KEY: API_KEY,
      FAST2SMS_BASE_URL: fake.url,
      SMS_TEMPLATES_FILE: writeTemplatesFile(templates),
    },
  });
  admin = (await signedIn(t, buildSuperAdmin())).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const rowFor = async (phone: string) =>
  (
    await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, `91${phone}`))
  )[0]!;

it('sends the registered Hindi template, retries a 500, and takes the delivery report', async () => {
  const phone = newPhone();
  fake.failNext({ status: 500 });
  expect((await clientAt(t, '10.61.0.1')('sendOtp', { phone, language: 'hi' })).body.result.pass).toBe(true);
  const sms = await fake.waitFor(phone);
  expect(sms.templateId).toBe('flow-otp-hi');
  expect(sms.text).toBe(templates.templates.otp!.hi!.text.replace('{#var#}', sms.variables[0]!));
  await expect.poll(async () => (await rowFor(phone)).status).toBe('sent');

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { statusPath } = (await t.call('getSmsReport', null, admin)).body.result;
  expect(await fake.reportDelivery(`${address}${statusPath}`, sms.providerId, 'delivered')).toBe(200);
  expect(await rowFor(phone)).toMatchObject({ status: 'delivered', attempts: 2 });
});

it('marks a 400 failed with Fast2SMS’s words, and tells the member', async () => {
  const phone = newPhone();
  fake.failNext({ status: 400, message: 'Invalid Numbers' });
  const refused = await clientAt(t, '10.61.0.2')('sendOtp', { phone });
  expect(refused.body.result.pass).toBe(false);
  expect(await rowFor(phone)).toMatchObject({
    status: 'failed',
    reason: expect.stringContaining('Invalid Numbers'),
  });
});
