import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleSms } from '../../test/fakes/sample-sms';
import { type SmsInbox, startSmsInbox } from '../../test/sms-inbox';
import { SmsGatewayError } from '../provider';
import { consoleSms } from './console';
import { webhookPayload, webhookSms } from './webhook';

let inbox: SmsInbox;
beforeAll(async () => {
  inbox = await startSmsInbox();
});
afterAll(() => inbox.close());

describe('webhook gateway', () => {
  it('posts what the existing inbox and relays expect, plus the template and DLT ids', async () => {
    await webhookSms(`${inbox.url}/sms`).send(sampleSms());
    expect(await inbox.waitFor('+919876543210')).toEqual({
      to: '+919876543210',
      message: '123456 is your Anjuman sign-in code. It expires in 10 minutes.',
      code: '123456',
    });
    expect(webhookPayload(sampleSms({ purpose: 'alert', variables: ['Noor'] }))).toEqual({
      to: '+919876543210',
      message: '123456 is your Anjuman sign-in code. It expires in 10 minutes.',
      purpose: 'alert',
      template: 'otp',
      language: 'en',
      variables: ['Noor'],
      dlt: sampleSms().dlt,
    });
  });

  it('takes a 503 as retryable, naming the status', async () => {
    inbox.failNext();
    const error = await webhookSms(`${inbox.url}/sms`)
      .send(sampleSms())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect(error).toMatchObject({
      retryable: true,
      reason: 'webhook answered 503: {"error":"SMS gateway refused it (failNext 503)"}',
    });
  });

  it('takes a 400 as final and keeps a token in the URL out of the reason', async () => {
    const error = await webhookSms(`${inbox.url}/sms?token=relay-secret-1`)
      .send(sampleSms({ purpose: 'alert' }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      retryable: false,
      reason: 'webhook answered 400: {"error":"Expected {\\"to\\",\\"message\\",\\"code\\"}"}',
    });
  });
});

describe('console gateway', () => {
  it('logs the text at info', async () => {
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    expect(await consoleSms(log).send(sampleSms())).toEqual({ providerId: null });
    expect(info).toHaveBeenCalledWith(
      { to: '919876543210' },
      'SMS to +919876543210: 123456 is your Anjuman sign-in code. It expires in 10 minutes.',
    );
  });
});
