import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleSms } from '../../test/fakes/sample-sms';
import { SmsGatewayError } from '../provider';
import { type HttpGatewayOptions, httpGatewaySms } from './http-gateway';

// A bare listener stands in for Exotel, Gupshup or a modem: it records each request and answers as told.
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen[] = [];
let answer: { status: number; body: string; headers?: Record<string, string>; hold?: boolean } = {
  status: 200,
  body: '{}',
};
let base = '';
const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (answer.hold) return;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{}' };
});

const sms = sampleSms({
  text: 'Flood warning: "stay home" & pray; 100% safe?',
  variables: ['"stay home" & pray', 'क़ौम'],
});
const gateway = (options: Partial<HttpGatewayOptions>) =>
  httpGatewaySms({ url: `${base}/send`, method: 'POST', headers: {}, body: '', idPath: null, ...options });

async function refusal(promise: Promise<unknown>): Promise<SmsGatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
}

describe('http gateway', () => {
  it('percent-encodes every value in a GET query', async () => {
    await gateway({
      method: 'GET',
      url: `${base}/send?api_key=k1&to={to}&to10={to10}&msg={text}&tid={templateId}&pe={entityId}&from={header}&v2={var2}`,
    }).send(sms);
    const query = new URL(seen[0]?.url ?? '', base).searchParams;
    expect(seen[0]?.method).toBe('GET');
    expect(Object.fromEntries(query)).toEqual({
      api_key: 'k1',
      to: '919876543210',
      to10: '9876543210',
      msg: 'Flood warning: "stay home" & pray; 100% safe?',
      tid: '1107170000000000001',
      pe: '1101170000000000001',
      from: 'ANJMAN',
      v2: 'क़ौम',
    });
  });

  it('JSON-escapes values in a JSON body and says it is JSON', async () => {
    await gateway({
      body: '{"to":"+{to}","text":"{text}","vars":["{var1}","{var2}"],"gw":"{gatewayTemplateId}","n":{to10}}',
    }).send(sms);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      to: '+919876543210',
      text: 'Flood warning: "stay home" & pray; 100% safe?',
      vars: ['"stay home" & pray', 'क़ौम'],
      gw: 'otp-en',
      n: 9876543210,
    });
  });

  it('form-encodes values in a form body', async () => {
    await gateway({ body: 'From={header}&To={to}&Body={text}&DltTemplateId={templateId}' }).send(sms);
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      From: 'ANJMAN',
      To: '919876543210',
      Body: 'Flood warning: "stay home" & pray; 100% safe?',
      DltTemplateId: '1107170000000000001',
    });
  });

  it('lets the configured content-type decide the escaping, and sends the configured headers', async () => {
    await gateway({
      headers: { 'Content-Type': 'application/vnd.gateway+json', Authorization: 'Bearer t0ken-abc' },
      body: '{"message":"{text}"}',
    }).send(sms);
    expect(seen[0]?.headers['content-type']).toBe('application/vnd.gateway+json');
    expect(seen[0]?.headers.authorization).toBe('Bearer t0ken-abc');
    expect(JSON.parse(seen[0]?.body ?? '').message).toBe(sms.text);
  });

  it('reads the provider id at the configured path', async () => {
    answer = { status: 200, body: '{"data":{"messages":[{"id":"exo-42"}]}}' };
    expect(await gateway({ idPath: 'data.messages.0.id' }).send(sms)).toEqual({ providerId: 'exo-42' });
    answer = { status: 202, body: 'queued' };
    expect(await gateway({ idPath: 'data.id' }).send(sms)).toEqual({ providerId: null });
  });

  it('refuses a variable the SMS does not have, without calling the gateway', async () => {
    const error = await refusal(gateway({ body: 'a={var3}' }).send(sms));
    expect(error).toMatchObject({ retryable: false, reason: '{var3} has no value in this SMS' });
    expect(seen).toEqual([]);
  });

  it('takes 5xx, 429 and a timeout as retryable and another 4xx as final', async () => {
    answer = { status: 503, body: 'down for maintenance' };
    expect(await refusal(gateway({}).send(sms))).toMatchObject({
      retryable: true,
      reason: 'gateway answered 503: down for maintenance',
    });
    answer = { status: 429, body: '', headers: { 'retry-after': '12' } };
    expect(await refusal(gateway({}).send(sms))).toMatchObject({
      retryable: true,
      retryAfterSeconds: 12,
      reason: 'gateway answered 429',
    });
    answer = { status: 400, body: '{"error":"DLT template mismatch"}' };
    expect(await refusal(gateway({}).send(sms))).toMatchObject({
      retryable: false,
      reason: 'gateway answered 400: {"error":"DLT template mismatch"}',
    });
    answer = { status: 200, body: '', hold: true };
    expect(await refusal(gateway({ timeoutMs: 200 }).send(sms))).toMatchObject({
      retryable: true,
      reason: 'network error: timeout',
    });
  });

  it('keeps header tokens and query keys out of reasons', async () => {
    answer = { status: 401, body: 'bad token Bearer s3cret-token for key qk-998877' };
    const error = await refusal(
      gateway({
        url: `${base}/send?api_key=qk-998877`,
        headers: { Authorization: 'Bearer s3cret-token' },
      }).send(sms),
    );
    expect(error.reason).not.toContain('s3cret-token');
    expect(error.reason).not.toContain('qk-998877');
  });
});
