import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../test/fakes/fake-gateway';
import { startFakeMsg91 } from '../../test/fakes/msg91';
import { startReportReceiver } from '../../test/fakes/report-receiver';
import { sampleSms } from '../../test/fakes/sample-sms';
import { SmsGatewayError } from '../provider';
import { msg91Sms, readMsg91Reports } from './msg91';

const AUTH_KEY = '412345AbCdEfGhIjKlMnOp1';
let fake: FakeGateway;

beforeAll(async () => {
  fake = await startFakeMsg91({
    authKey: AUTH_KEY,
    templates: {
      'otp-en': '##var1## is your Anjuman sign-in code. It expires in 10 minutes.',
      'alert-hi': null,
    },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.messages.length = 0;
  fake.requests.length = 0;
});

const gateway = (timeoutMs?: number) => msg91Sms({ authKey: AUTH_KEY, baseUrl: fake.url, timeoutMs });

async function refusal(promise: Promise<unknown>): Promise<SmsGatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
}

describe('msg91 gateway', () => {
  it('sends the documented Flow request and returns the request id', async () => {
    const accepted = await gateway().send(sampleSms());
    const sms = await fake.waitFor('919876543210');
    expect(accepted.providerId).toBe(sms.providerId);
    expect(sms.text).toBe('123456 is your Anjuman sign-in code. It expires in 10 minutes.');
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe(AUTH_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: 'otp-en',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', var1: '123456' }],
    });
  });

  it('names the variables var1, var2… in order', async () => {
    await gateway().send(
      sampleSms({
        variables: ['Masjid-e-Noor', 'बाढ़'],
        dlt: { ...sampleSms().dlt, gatewayTemplateId: 'alert-hi' },
      }),
    );
    expect(fake.messages[0]?.variables).toEqual(['Masjid-e-Noor', 'बाढ़']);
  });

  it('takes a 500 as retryable', async () => {
    fake.failNext({ status: 500 });
    const error = await refusal(gateway().send(sampleSms()));
    expect(error.retryable).toBe(true);
    expect(error.reason).toBe('MSG91 answered 500: Internal server error');
  });

  it('takes a 429 as retryable after the wait it asked for', async () => {
    fake.failNext({ status: 429, retryAfter: 42 });
    const error = await refusal(gateway().send(sampleSms()));
    expect(error.retryable).toBe(true);
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('takes a timeout as retryable', async () => {
    fake.failNext({ timeout: true });
    const error = await refusal(gateway(200).send(sampleSms()));
    expect(error).toMatchObject({ retryable: true, reason: 'network error: timeout' });
  });

  it('takes a refused connection as retryable', async () => {
    const closed = await startFakeMsg91({ authKey: AUTH_KEY, templates: {} });
    await closed.close();
    const error = await refusal(msg91Sms({ authKey: AUTH_KEY, baseUrl: closed.url }).send(sampleSms()));
    expect(error).toMatchObject({ retryable: true, reason: 'network error: ECONNREFUSED' });
  });

  it('takes a 400 as final with MSG91’s words', async () => {
    fake.failNext({ status: 400, message: 'Mobile number is invalid' });
    const error = await refusal(gateway().send(sampleSms()));
    expect(error).toMatchObject({ retryable: false, reason: 'MSG91 answered 400: Mobile number is invalid' });
  });

  it('takes an HTTP 200 with type "error" as final', async () => {
    const unknown = sampleSms({ dlt: { ...sampleSms().dlt, gatewayTemplateId: 'no-such-template' } });
    const error = await refusal(gateway().send(unknown));
    expect(error).toMatchObject({ retryable: false, reason: 'MSG91 refused: Template ID is invalid' });
    expect(fake.messages).toEqual([]);
  });

  it('keeps the auth key out of every reason, even when MSG91 echoes it', async () => {
    fake.failNext({ status: 400, message: `authkey ${AUTH_KEY} is not allowed from this IP` });
    const echoed = await refusal(gateway().send(sampleSms()));
    expect(echoed.reason).not.toContain(AUTH_KEY);
    const wrongKey = await refusal(
      msg91Sms({ authKey: 'wrong-key-123456', baseUrl: fake.url }).send(sampleSms()),
    );
    expect(wrongKey).toMatchObject({
      retryable: false,
      reason: 'MSG91 answered 401: Authentication failure',
    });
    expect(wrongKey.reason).not.toContain('wrong-key-123456');
  });

  it('refuses an SMS whose template has no MSG91 id without calling MSG91', async () => {
    const error = await refusal(
      gateway().send(sampleSms({ dlt: { ...sampleSms().dlt, gatewayTemplateId: null } })),
    );
    expect(error.retryable).toBe(false);
    expect(fake.requests).toEqual([]);
  });
});

describe('msg91 delivery reports', () => {
  let receiver: Awaited<ReturnType<typeof startReportReceiver>>;
  beforeAll(async () => {
    receiver = await startReportReceiver();
  });
  afterAll(() => receiver.close());

  it('reads a delivered and a failed report from the fake', async () => {
    const first = await gateway().send(sampleSms());
    const second = await gateway().send(sampleSms({ to: '919876500000' }));
    expect(await fake.reportDelivery(receiver.url, first.providerId!, 'delivered')).toBe(200);
    await fake.reportDelivery(receiver.url, second.providerId!, 'failed', 'Absent subscriber');
    // MSG91's webhook v2 posts a form, which the portal may hand over unparsed.
    expect(receiver.bodies.map((b) => b.contentType)).toEqual([
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
    ]);
    expect(receiver.bodies.map((b) => readMsg91Reports(b.body))).toEqual([
      [{ providerId: first.providerId, status: 'delivered', reason: null }],
      [{ providerId: second.providerId, status: 'failed', reason: 'FAILED: Absent subscriber' }],
    ]);
  });

  it('reads the documented v2 and v3 shapes and ignores states that are not final', () => {
    const v2 = {
      data: JSON.stringify([
        {
          senderId: 'ANJMAN',
          requestId: '3365646f0000000000000001',
          report: [
            { date: '2023-05-04 15:31:58', number: '919876543210', status: '1', desc: 'DELIVERED' },
            { date: '2023-05-04 15:31:58', number: '919876543211', status: '16', desc: 'REJECTED' },
            { date: '2023-05-04 15:31:58', number: '919876543212', status: '8', desc: 'SUBMITTED' },
          ],
          userId: '12345',
          campaignName: 'API',
        },
      ]),
    };
    expect(readMsg91Reports(v2)).toEqual([
      { providerId: '3365646f0000000000000001', status: 'delivered', reason: null },
      { providerId: '3365646f0000000000000001', status: 'failed', reason: 'REJECTED' },
    ]);
    const v3 = { requestId: '346a', number: '919876543210', status: '17', desc: 'BLOCKED' };
    expect(readMsg91Reports(v3)).toEqual([{ providerId: '346a', status: 'failed', reason: 'BLOCKED' }]);
    expect(readMsg91Reports('not a report')).toEqual([]);
    expect(readMsg91Reports(null)).toEqual([]);
  });
});
