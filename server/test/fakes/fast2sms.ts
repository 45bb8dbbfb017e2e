import { randomBytes } from 'node:crypto';
import {
  bodyFields,
  type FakeGateway,
  type FakeReply,
  type FakeRequest,
  type FakeSms,
  postReport,
  startFakeGateway,
} from './fake-gateway';

// A fake Fast2SMS that checks each request as its DLT route documents it
// (https://docs.fast2sms.com/reference/dlt-sms-single) and answers as Fast2SMS does: 200
// {"return":true,"request_id","message":["SMS sent successfully."]}; 400 or 401
// {"return":false,"status_code","message"} with the codes of https://docs.fast2sms.com/reference/error-code-list.
// Its delivery report is the JSON body the README asks to set in Fast2SMS's Standard Webhook.

export type FakeFast2smsOptions = {
  apiKey: string;
  /** Message ids from Fast2SMS's DLT Manager it knows, each with its DLT text ({#var#}) when the test has it. */
  templates: Record<string, string | null>;
  /** DLT headers it knows; any when absent. */
  senderIds?: string[];
  host?: string;
  port?: number;
};

const refuse = (statusCode: number, message: string, status = 400): FakeReply => ({
  status,
  body: { return: false, status_code: statusCode, message },
});

function handle(options: FakeFast2smsOptions, request: FakeRequest, take: (sms: FakeSms) => void): FakeReply {
  if (request.method !== 'POST' || request.path !== '/dev/bulkV2') {
    return refuse(990, "You're hitting old API. Refer updated documentation");
  }
  if (request.headers.authorization !== options.apiKey) {
    return refuse(412, 'Invalid Authentication, Check Authorization Key', 401);
  }
  const body = bodyFields(request);
  if (!body) return refuse(402, 'Message Text Missing');
  const text = (name: string) =>
    typeof body[name] === 'string' || typeof body[name] === 'number' ? String(body[name]) : '';
  if (!text('route')) return refuse(403, 'Route Missing');
  if (text('route') !== 'dlt') return refuse(408, 'Invalid Route');
  if (!text('sender_id')) return refuse(401, 'Sender ID Missing');
  if (options.senderIds && !options.senderIds.includes(text('sender_id')))
    return refuse(406, 'Invalid Sender ID');
  const messageId = text('message');
  if (!messageId) return refuse(402, 'Message Text Missing');
  if (!(messageId in options.templates)) return refuse(424, 'Invalid Message ID');
  if (!text('numbers')) return refuse(405, 'Numbers Missing');
  const numbers = text('numbers').split(',');
  if (numbers.length !== 1 || !/^[6-9]\d{9}$/.test(numbers[0] ?? '')) return refuse(411, 'Invalid Numbers');
  if (body.flash !== undefined && !['0', '1'].includes(text('flash')))
    return refuse(402, 'flash must be 0 or 1');
  if (typeof body.variables_values !== 'string') return refuse(402, 'variables_values must be a string');
  const variables = body.variables_values === '' ? [] : body.variables_values.split('|');
  const template = options.templates[messageId] ?? null;
  if (template) {
    const slots = template.split('{#var#}').length - 1;
    if (slots !== variables.length) return refuse(425, 'Invalid Template');
  }
  const requestId = randomBytes(8).toString('hex').slice(0, 15);
  take({
    to: `91${numbers[0]}`,
    templateId: messageId,
    variables,
    text: template ? variables.reduce((out, value) => out.replace('{#var#}', value), template) : null,
    providerId: requestId,
  });
  return { status: 200, body: { return: true, request_id: requestId, message: ['SMS sent successfully.'] } };
}

function failureReply(failure: {
  status: 500 | 429 | 400;
  retryAfter?: number;
  message?: string;
}): FakeReply {
  if (failure.status === 429) {
    return {
      status: 429,
      headers: { 'retry-after': String(failure.retryAfter ?? 30) },
      body: { return: false, status_code: 429, message: failure.message ?? 'Too Many Requests' },
    };
  }
  if (failure.status === 500) {
    return {
      status: 500,
      body: { return: false, status_code: 500, message: failure.message ?? 'Server Error' },
    };
  }
  return refuse(411, failure.message ?? 'Invalid Numbers');
}

function report(url: string, sms: FakeSms, status: 'delivered' | 'failed', reason: string | undefined) {
  return postReport(
    url,
    'application/json',
    JSON.stringify({
      request_id: sms.providerId,
      mobile: sms.to.slice(2),
      status: status === 'delivered' ? 'Delivered' : 'Failed',
      status_description: status === 'delivered' ? 'Delivered' : (reason ?? 'Failed'),
    }),
  );
}

export function startFakeFast2sms(options: FakeFast2smsOptions): Promise<FakeGateway> {
  return startFakeGateway({
    host: options.host,
    port: options.port,
    handle: (request, take) => handle(options, request, take),
    failureReply,
    report,
  });
}
