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

// A fake MSG91 that checks each request as the Flow API documents it (https://docs.msg91.com/sms/send-sms,
// https://control.msg91.com/apidoc/textsms/send-sms-flow.php) and answers as MSG91 does: 200
// {"type":"success","message":"<request id>"}, and {"type":"error","message":…} for a refusal, with HTTP 200
// for a request it cannot use (MSG91 does) and 401 for a wrong authkey.
// Delivery reports go out as MSG91's webhook v2: a form with one field `data`, a JSON array
// (https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url).

export type FakeMsg91Options = {
  authKey: string;
  /** MSG91 template ids it knows, each with its text (##var1## where the variables go) when the test has it. */
  templates: Record<string, string | null>;
  host?: string;
  port?: number;
};

const error = (message: string, status = 200): FakeReply => ({ status, body: { type: 'error', message } });

/** A recipient's variables in order: var1, var2…, each a string. */
function variablesOf(recipient: Record<string, unknown>): string[] | string {
  const names = Object.keys(recipient).filter((k) => k !== 'mobiles');
  const values: string[] = [];
  for (let i = 1; i <= names.length; i++) {
    const value = recipient[`var${i}`];
    if (typeof value !== 'string') return `var${i} missing or not a string (the fake expects var1, var2…)`;
    values.push(value);
  }
  return values;
}

function render(template: string, variables: string[]): string {
  return template.replace(/##var(\d+)##/g, (_, n: string) => variables[Number(n) - 1] ?? `##var${n}##`);
}

function handle(options: FakeMsg91Options, request: FakeRequest, take: (sms: FakeSms) => void): FakeReply {
  if (request.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(request.path)) {
    return { status: 404, body: { type: 'error', message: 'Not found' } };
  }
  if (request.headers.authkey !== options.authKey) return error('Authentication failure', 401);
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
    return error('content-type must be application/json');
  }
  const body = bodyFields(request);
  if (!body) return error('Invalid JSON body');
  const templateId = body.template_id;
  if (typeof templateId !== 'string' || !templateId) return error('template id missing');
  if (!(templateId in options.templates)) return error('Template ID is invalid');
  if (body.short_url !== undefined && !['0', '1', 0, 1].includes(body.short_url as string | number)) {
    return error('short_url must be 0 or 1');
  }
  const recipients = body.recipients;
  if (!Array.isArray(recipients) || recipients.length !== 1)
    return error('recipients must hold one recipient');
  const recipient = recipients[0] as Record<string, unknown>;
  if (typeof recipient?.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(recipient.mobiles)) {
    return error('mobiles must be an Indian number with its country code: 919876543210');
  }
  const variables = variablesOf(recipient);
  if (typeof variables === 'string') return error(variables);
  const template = options.templates[templateId] ?? null;
  if (template) {
    const wanted = new Set([...template.matchAll(/##var(\d+)##/g)].map((m) => Number(m[1])));
    if (wanted.size !== variables.length) {
      return error(
        `template ${templateId} has ${wanted.size} variables; the request gave ${variables.length}`,
      );
    }
  }
  const providerId = randomBytes(12).toString('hex');
  take({
    to: recipient.mobiles,
    templateId,
    variables,
    text: template ? render(template, variables) : null,
    providerId,
  });
  return { status: 200, body: { type: 'success', message: providerId } };
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
      body: { type: 'error', message: failure.message ?? 'Too many requests' },
    };
  }
  if (failure.status === 500) return error(failure.message ?? 'Internal server error', 500);
  return error(failure.message ?? 'Mobile number is invalid for this template', 400);
}

function report(url: string, sms: FakeSms, status: 'delivered' | 'failed', reason: string | undefined) {
  const data = [
    {
      senderId: 'ANJMAN',
      requestId: sms.providerId,
      report: [
        {
          date: new Date().toISOString().slice(0, 19).replace('T', ' '),
          number: sms.to,
          status: status === 'delivered' ? '1' : '2',
          desc: status === 'delivered' ? 'DELIVERED' : 'FAILED',
          failedReason: status === 'failed' ? (reason ?? '') : '',
        },
      ],
      userId: '100000',
      campaignName: 'API',
    },
  ];
  return postReport(
    url,
    'application/x-www-form-urlencoded',
    new URLSearchParams({ data: JSON.stringify(data) }).toString(),
  );
}

export function startFakeMsg91(options: FakeMsg91Options): Promise<FakeGateway> {
  return startFakeGateway({
    host: options.host,
    port: options.port,
    handle: (request, take) => handle(options, request, take),
    failureReply,
    report,
  });
}
