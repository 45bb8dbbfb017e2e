import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../test/fakes/fake-gateway';
import { startFakeFast2sms } from '../../test/fakes/fast2sms';
import { startReportReceiver } from '../../test/fakes/report-receiver';
import { sampleSms } from '../../test/fakes/sample-sms';
import { SmsGatewayError } from '../provider';
import { fast2smsSms, readFast2smsReports } from './fast2sms';

const API_KEY = 'xYz0123456789AbCdEfGhIjKlMnOpQrStUvWx';
const dlt = { ...sampleSms().dlt, gatewayTemplateId: '158203' };
let fake: FakeGateway;

beforeAll(async () => {
  fake = await startFakeFast2sms({
    apiKey: API_KEY,
    senderIds: ['ANJMAN'],
    templates: {
      '158203': '{#var#} is your Anjuman sign-in code. It expires in 10 minutes.',
      '158204': 'Urgent from {#var#}: {#var#}',
    },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.messages.length = 0;
  fake.requests.length = 0;
});

const gateway = (timeoutMs?: number) => fast2smsSms({ apiKey: API_KEY, baseUrl: fake.url, timeoutMs });

async function refusal(promise: Promise<unknown>): Promise<SmsGatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
}

describe('fast2sms gateway', () => {
  it('sends the documented DLT request and returns the request id', async () => {
    const accepted = await gateway().send(sampleSms({ dlt }));
    const sms = await fake.waitFor('9876543210');
    expect(accepted.providerId).toBe(sms.providerId);
    expect(sms.text).toBe('123456 is your Anjuman sign-in code. It expires in 10 minutes.');
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/dev/bulkV2');
    expect(request?.headers.authorization).toBe(API_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      route: 'dlt',
      sender_id: 'ANJMAN',
      message: 158203,
      variables_values: '123456',
      flash: '0',
      numbers: '9876543210',
    });
  });

  it('joins the variables with "|" in order, with no trailing "|"', async () => {
    await gateway().send(
      sampleSms({
        variables: ['Masjid-e-Noor', 'बाढ़ की चेतावनी'],
        dlt: { ...dlt, gatewayTemplateId: '158204' },
      }),
    );
    expect(JSON.parse(fake.requests[0]?.body ?? '').variables_values).toBe('Masjid-e-Noor|बाढ़ की चेतावनी');
    expect(fake.messages[0]?.text).toBe('Urgent from Masjid-e-Noor: बाढ़ की चेतावनी');
  });

  it('refuses a variable holding "|" and a number outside India without calling Fast2SMS', async () => {
    const piped = await refusal(gateway().send(sampleSms({ dlt, variables: ['a|b'] })));
    const foreign = await refusal(gateway().send(sampleSms({ dlt, to: '447700900123' })));
    expect([piped.retryable, foreign.retryable]).toEqual([false, false]);
    expect(fake.requests).toEqual([]);
  });

  it('takes 500, 429 and a timeout as retryable', async () => {
    fake.failNext({ status: 500 });
    expect(await refusal(gateway().send(sampleSms({ dlt })))).toMatchObject({
      retryable: true,
      reason: 'Fast2SMS answered 500: Server Error (500)',
    });
    fake.failNext({ status: 429, retryAfter: 7 });
    expect(await refusal(gateway().send(sampleSms({ dlt })))).toMatchObject({
      retryable: true,
      retryAfterSeconds: 7,
    });
    fake.failNext({ timeout: true });
    expect(await refusal(gateway(200).send(sampleSms({ dlt })))).toMatchObject({
      retryable: true,
      reason: 'network error: timeout',
    });
  });

  it('takes a 400 as final with Fast2SMS’s words and code', async () => {
    fake.failNext({ status: 400 });
    expect(await refusal(gateway().send(sampleSms({ dlt })))).toMatchObject({
      retryable: false,
      reason: 'Fast2SMS answered 400: Invalid Numbers (411)',
    });
    const unknown = await refusal(
      gateway().send(sampleSms({ dlt: { ...dlt, gatewayTemplateId: '999999' } })),
    );
    expect(unknown).toMatchObject({
      retryable: false,
      reason: 'Fast2SMS answered 400: Invalid Message ID (424)',
    });
  });

  it('keeps the API key out of the reason of a wrong key', async () => {
    const wrong = 'wrongKey0123456789wrongKey0123456789';
    const error = await refusal(fast2smsSms({ apiKey: wrong, baseUrl: fake.url }).send(sampleSms({ dlt })));
    expect(error).toMatchObject({
      retryable: false,
      reason: 'Fast2SMS answered 401: Invalid Authentication, Check Authorization Key (412)',
    });
    expect(error.reason).not.toContain(wrong);
    fake.failNext({ status: 400, message: `key ${API_KEY} blocked` });
    expect((await refusal(gateway().send(sampleSms({ dlt })))).reason).not.toContain(API_KEY);
  });
});

describe('fast2sms delivery reports', () => {
  let receiver: Awaited<ReturnType<typeof startReportReceiver>>;
  beforeAll(async () => {
    receiver = await startReportReceiver();
  });
  afterAll(() => receiver.close());

  it('reads a delivered and a failed report from the fake', async () => {
    const first = await gateway().send(sampleSms({ dlt }));
    const second = await gateway().send(sampleSms({ dlt, to: '919876500000' }));
    await fake.reportDelivery(receiver.url, first.providerId!, 'delivered');
    await fake.reportDelivery(receiver.url, second.providerId!, 'failed', 'DND number');
    expect(receiver.bodies.map((b) => readFast2smsReports(JSON.parse(b.body)))).toEqual([
      [{ providerId: first.providerId, status: 'delivered', reason: null }],
      [{ providerId: second.providerId, status: 'failed', reason: 'DND number' }],
    ]);
  });

  it('reads arrays and forms, and ignores states that are not final', () => {
    expect(
      readFast2smsReports([
        { request_id: 'a1', status: 'DELIVRD' },
        { request_id: 'a2', status: 'Submitted' },
        { request_id: 'a3', status: 'Rejected' },
      ]),
    ).toEqual([
      { providerId: 'a1', status: 'delivered', reason: null },
      { providerId: 'a3', status: 'failed', reason: 'Rejected' },
    ]);
    expect(readFast2smsReports('request_id=b1&status=failed&status_description=Absent+subscriber')).toEqual([
      { providerId: 'b1', status: 'failed', reason: 'Absent subscriber' },
    ]);
    expect(readFast2smsReports(undefined)).toEqual([]);
  });
});
