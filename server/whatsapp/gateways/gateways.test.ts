import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMsg91WhatsApp } from '../../test/fakes/msg91-whatsapp';
import { type FakeWhatsApp, startFakeWhatsAppCloud, statusPayload } from '../../test/fakes/whatsapp-cloud';
import { approvedFakeTemplates, TEST_WHATSAPP } from '../../test/whatsapp-test-app';
import { type OutgoingWhatsApp, WhatsAppGatewayError, type WhatsAppProvider } from '../provider';
import { builtInWhatsAppTemplates, renderWhatsApp } from '../templates';
import { metaWhatsApp, readMetaStatuses } from './meta';
import { msg91WhatsApp } from './msg91';

// Each WhatsApp gateway against its fake, which checks every request as the provider documents it and fails
// the ways the provider does.
const templates = builtInWhatsAppTemplates();
const code = (to: string, language: 'en' | 'hi' | 'ur' = 'en'): OutgoingWhatsApp => ({
  ...renderWhatsApp(templates, 'signInCode', language, ['482913']),
  to,
  purpose: 'otp',
  language,
});

async function failure(p: Promise<unknown>): Promise<WhatsAppGatewayError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WhatsAppGatewayError);
  return err as WhatsAppGatewayError;
}

describe("Meta's Cloud API", () => {
  let fake: FakeWhatsApp;
  let meta: WhatsAppProvider;
  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({ ...TEST_WHATSAPP, templates: approvedFakeTemplates() });
    meta = metaWhatsApp({ ...TEST_WHATSAPP, baseUrl: fake.url, apiVersion: 'v23.0', timeoutMs: 300 });
  });
  afterAll(() => fake?.close());

  it('sends the code as the authentication template, in the body and the copy-code button', async () => {
    const { providerId } = await meta.send(code('919876500001', 'ur'));
    const message = await fake.waitFor('9876500001');
    expect(message).toMatchObject({
      name: 'sign_in_code',
      languageCode: 'ur',
      params: ['482913'],
      copyCode: '482913',
    });
    expect(providerId).toBe(message.providerId);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/v23.0/${TEST_WHATSAPP.phoneNumberId}/messages`);
    expect(request.headers.authorization).toBe(`Bearer ${TEST_WHATSAPP.token}`);
  });

  it('sends a utility template with its parameters and no button', async () => {
    const alert = renderWhatsApp(templates, 'alert', 'hi', ['Eid prayer at 7:30', 'Jama Masjid']);
    await meta.send({ ...alert, to: '919876500002', purpose: 'alert', language: 'hi' });
    expect(await fake.waitFor('9876500002')).toMatchObject({ name: 'urgent_alert', copyCode: null });
  });

  it('says a number without WhatsApp, for good', async () => {
    fake.notOnWhatsApp('9876500003');
    const err = await failure(meta.send(code('919876500003')));
    expect(err).toMatchObject({ kind: 'notOnWhatsApp', retryable: false });
    expect(err.reason).toContain('(#131026)');
  });

  it('says a template Meta has not approved, for good', async () => {
    const err = await failure(meta.send({ ...code('919876500004'), name: 'not_approved_yet' }));
    expect(err).toMatchObject({ kind: 'templateRefused', retryable: false });
    expect(err.reason).toContain('(#132001)');
  });

  it('tries again after a rate limit, a 429 with its wait, a 5xx and a timeout', async () => {
    fake.failNext({ code: 130429 });
    expect(await failure(meta.send(code('919876500005')))).toMatchObject({ retryable: true, kind: 'other' });
    fake.failNext({ status: 429 });
    expect(await failure(meta.send(code('919876500005')))).toMatchObject({
      retryable: true,
      retryAfterSeconds: 30,
    });
    fake.failNext({ status: 500 });
    expect(await failure(meta.send(code('919876500005')))).toMatchObject({ retryable: true });
    fake.failNext({ timeout: true });
    const timeout = await failure(meta.send(code('919876500005')));
    expect(timeout).toMatchObject({ retryable: true, reason: 'network error: timeout' });
  });

  it('never puts the token in a reason, even when the answer quotes it', async () => {
    const wrong = metaWhatsApp({
      ...TEST_WHATSAPP,
      token: 'EAAwrong-token-1234',
      baseUrl: fake.url,
      apiVersion: 'v23.0',
    });
    const err = await failure(wrong.send(code('919876500006')));
    expect(err.retryable).toBe(false);
    expect(err.reason).not.toContain('EAAwrong-token-1234');
  });

  it("reads the webhook's statuses for its own number, with a failure's words", () => {
    const payload = statusPayload(
      TEST_WHATSAPP.phoneNumberId,
      { providerId: 'wamid.A', to: '919876500007' },
      'failed',
      131026,
    );
    expect(readMetaStatuses(payload, TEST_WHATSAPP.phoneNumberId)).toEqual([
      {
        providerId: 'wamid.A',
        status: 'failed',
        reason: '(#131026) Message undeliverable.: Message Undeliverable.',
      },
    ]);
    expect(readMetaStatuses(payload, '999')).toEqual([]);
    expect(readMetaStatuses({ entry: 'nonsense' }, TEST_WHATSAPP.phoneNumberId)).toEqual([]);
  });
});

describe("MSG91's WhatsApp API", () => {
  const options = { authKey: 'msg91-test-key-7777', integratedNumber: '919000000045' };
  let fake: Awaited<ReturnType<typeof startFakeMsg91WhatsApp>>;
  let msg91: WhatsAppProvider;
  beforeAll(async () => {
    fake = await startFakeMsg91WhatsApp({ ...options, templates: approvedFakeTemplates() });
    msg91 = msg91WhatsApp({ ...options, namespace: 'ns_test', baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake?.close());

  it('sends the code with body_1 and button_1, and keeps the request id', async () => {
    const { providerId } = await msg91.send(code('919876500011', 'hi'));
    const message = await fake.waitFor('9876500011');
    expect(message).toMatchObject({
      name: 'sign_in_code',
      languageCode: 'hi',
      params: ['482913'],
      copyCode: '482913',
    });
    expect(providerId).toBe(message.providerId);
  });

  it("passes Meta's refusals on by their kind, and retries 429, 5xx and a timeout", async () => {
    fake.failNext({ code: 131026 });
    expect(await failure(msg91.send(code('919876500012')))).toMatchObject({
      kind: 'notOnWhatsApp',
      retryable: false,
    });
    fake.failNext({ code: 132001 });
    expect(await failure(msg91.send(code('919876500012')))).toMatchObject({
      kind: 'templateRefused',
      retryable: false,
    });
    fake.failNext({ status: 429 });
    expect(await failure(msg91.send(code('919876500012')))).toMatchObject({
      retryable: true,
      retryAfterSeconds: 20,
    });
    fake.failNext({ status: 500 });
    expect(await failure(msg91.send(code('919876500012')))).toMatchObject({ retryable: true });
    fake.failNext({ timeout: true });
    expect(await failure(msg91.send(code('919876500012')))).toMatchObject({ retryable: true });
  });

  it('never puts the authkey in a reason', async () => {
    const wrong = msg91WhatsApp({
      ...options,
      authKey: 'wrong-key-5555',
      namespace: null,
      baseUrl: fake.url,
    });
    const err = await failure(wrong.send(code('919876500013')));
    expect(err.reason).not.toContain('wrong-key-5555');
    expect(err.retryable).toBe(false);
  });
});
