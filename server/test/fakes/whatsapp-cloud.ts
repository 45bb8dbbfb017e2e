import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metaErrorTag } from '../../whatsapp/provider';
import { mailbox } from '../mailbox';
import { fullNumber } from './fake-gateway';
import { readBody } from './read-body';

// A fake WhatsApp Cloud API that checks each request as Meta documents it
// (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages,
//  https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-templates)
// and fails as Meta does (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes):
//   POST /<version>/<phone-number-id>/messages   Authorization: Bearer <token>
//   200 {"messaging_product":"whatsapp","contacts":[{"input","wa_id"}],"messages":[{"id":"wamid.…"}]}
//   400 {"error":{"message":"<tag> Message undeliverable","type":"OAuthException","code":131026,…}}
// Statuses go to the portal's webhook as Meta posts them, signed with X-Hub-Signature-256.
// Control routes, for the Playwright journeys:
//   POST /_fake/fail-next      {"code":131026|132001|130429} | {"status":429|500} | {"timeout":true}, "times"?
//   POST /_fake/not-on-whatsapp {"to":"9876543210"}   the number has no WhatsApp from now on
//   GET  /_fake/messages?to=…   the messages taken
//   POST /_fake/status          {"url","providerId","status":"sent"|"delivered"|"read"|"failed","code"?}

/** One approved template as the fake knows it: its languages, its body's parameters, its copy-code button. */
export type FakeTemplate = { languages: string[]; params: number; copyCode: boolean };

export type FakeWhatsAppOptions = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Approved templates by name; any other name, or language, is Meta's 132001. */
  templates: Record<string, FakeTemplate>;
  host?: string;
  port?: number;
};

export type FakeWhatsAppMessage = {
  /** The number with its country code, digits only. */
  to: string;
  name: string;
  languageCode: string;
  params: string[];
  copyCode: string | null;
  providerId: string;
};

export type FakeWhatsAppFailure =
  | { code: 131026 | 132001 | 130429 }
  | { status: 429 | 500 }
  | { timeout: true };

export type FakeWhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export type FakeWhatsApp = {
  url: string;
  messages: FakeWhatsAppMessage[];
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  waitFor(to: string, timeoutMs?: number): Promise<FakeWhatsAppMessage>;
  failNext(failure: FakeWhatsAppFailure, times?: number): void;
  /** From now on the number has no WhatsApp: Meta answers 131026. */
  notOnWhatsApp(to: string): void;
  /** Posts a status of a message it took to the portal's webhook, signed with `secret` (the app secret unless given). */
  sendStatus(
    url: string,
    providerId: string,
    status: FakeWhatsAppStatus,
    options?: { code?: number; secret?: string },
  ): Promise<number>;
  close(): Promise<void>;
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const metaError = (status: number, code: number, message: string, details: string): Reply => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});

const invalid = (details: string) => metaError(400, 100, `${metaErrorTag(100)} Invalid parameter`, details);

const NOT_ON_WHATSAPP = () =>
  metaError(400, 131026, `${metaErrorTag(131026)} Message undeliverable`, 'Message Undeliverable.');

function failureReply(failure: Exclude<FakeWhatsAppFailure, { timeout: true }>): Reply {
  if ('code' in failure) {
    if (failure.code === 131026) return NOT_ON_WHATSAPP();
    if (failure.code === 132001) {
      return metaError(
        404,
        132001,
        `${metaErrorTag(132001)} Template name does not exist in the translation`,
        'template name does not exist in the translation',
      );
    }
    return metaError(
      400,
      130429,
      `${metaErrorTag(130429)} Rate limit hit`,
      'Cloud API message throughput has been reached.',
    );
  }
  if (failure.status === 429) {
    return {
      ...metaError(
        429,
        80007,
        `${metaErrorTag(80007)} Rate limit issues`,
        'The WhatsApp Business Account has reached its rate limit.',
      ),
      headers: { 'retry-after': '30' },
    };
  }
  return metaError(500, 131000, `${metaErrorTag(131000)} Something went wrong`, 'Something went wrong.');
}

/** A parameter's text as Meta takes it: no new line, no tab, no more than four spaces in a row. */
const badParam = (text: string) => /[\n\t]| {5,}/.test(text);

function textParams(component: unknown): string[] | string {
  const parameters = (component as { parameters?: unknown })?.parameters;
  if (!Array.isArray(parameters)) return 'parameters must be an array';
  const out: string[] = [];
  for (const p of parameters) {
    const { type, text } = (p ?? {}) as { type?: unknown; text?: unknown };
    if (type !== 'text' || typeof text !== 'string' || text === '')
      return 'each parameter must be {"type":"text","text":…}';
    if (badParam(text))
      return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
    out.push(text);
  }
  return out;
}

function handle(
  options: FakeWhatsAppOptions,
  request: { method: string; path: string; headers: IncomingMessage['headers']; body: string },
  blocked: Set<string>,
  take: (m: FakeWhatsAppMessage) => void,
): Reply {
  const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages\/?$/.exec(request.path);
  if (request.method !== 'POST' || !match) return invalid('Unsupported request');
  if (request.headers.authorization !== `Bearer ${options.token}`) {
    return {
      status: 401,
      body: {
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        },
      },
    };
  }
  if (decodeURIComponent(match[2]!) !== options.phoneNumberId) {
    return metaError(400, 100, `${metaErrorTag(100)} Invalid parameter`, 'Unknown phone number id');
  }
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
    return invalid('content-type must be application/json');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return invalid('Invalid JSON');
  }
  if (body.messaging_product !== 'whatsapp') return invalid('messaging_product must be "whatsapp"');
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
    return invalid('recipient_type must be "individual"');
  if (body.type !== 'template') return invalid('the portal sends only template messages');
  if (typeof body.to !== 'string' || !/^91[6-9]\d{9}$/.test(body.to))
    return invalid('to must be the number with its country code');
  const template = body.template as Record<string, unknown> | undefined;
  const name = template?.name;
  const code = (template?.language as { code?: unknown } | undefined)?.code;
  if (typeof name !== 'string' || typeof code !== 'string')
    return invalid('template.name and template.language.code are required');
  const known = options.templates[name];
  if (!known?.languages.includes(code)) {
    return metaError(
      404,
      132001,
      `${metaErrorTag(132001)} Template name does not exist in the translation`,
      `template name (${name}) does not exist in ${code}`,
    );
  }
  const components = Array.isArray(template?.components)
    ? (template.components as Record<string, unknown>[])
    : [];
  const bodies = components.filter((c) => c?.type === 'body');
  const buttons = components.filter((c) => c?.type === 'button');
  const params =
    bodies.length === 1 ? textParams(bodies[0]) : known.params === 0 ? [] : 'one body component is required';
  if (typeof params === 'string') return invalid(params);
  if (params.length !== known.params) {
    return metaError(
      400,
      132000,
      `${metaErrorTag(132000)} Number of parameters does not match the expected number of params`,
      `body: number of localizable_params (${params.length}) does not match the expected number of params (${known.params})`,
    );
  }
  let copyCode: string | null = null;
  if (known.copyCode) {
    const button = buttons[0];
    if (buttons.length !== 1 || button?.sub_type !== 'url' || String(button.index) !== '0') {
      return metaError(
        400,
        131008,
        `${metaErrorTag(131008)} Required parameter is missing`,
        'buttons: an authentication template needs its button, sub_type "url", index 0',
      );
    }
    const buttonParams = textParams(button);
    if (typeof buttonParams === 'string') return invalid(buttonParams);
    if (buttonParams.length !== 1 || buttonParams[0] !== params[0]) {
      return invalid("the copy-code button's parameter must be the code in the body");
    }
    copyCode = buttonParams[0]!;
  } else if (buttons.length > 0) {
    return invalid(`template ${name} has no button to fill`);
  }
  if (blocked.has(body.to)) return NOT_ON_WHATSAPP();
  const providerId = `wamid.${randomBytes(18).toString('base64url')}`;
  take({ to: body.to, name, languageCode: code, params, copyCode, providerId });
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: providerId, message_status: 'accepted' }],
    },
  };
}

function send(res: ServerResponse, reply: Reply) {
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

/** The webhook's body for one status, as Meta posts it. */
export function statusPayload(
  phoneNumberId: string,
  message: { providerId: string; to: string },
  status: FakeWhatsAppStatus,
  code?: number,
) {
  const errors =
    status === 'failed'
      ? [
          code === 131026
            ? {
                code,
                title: 'Message undeliverable.',
                message: 'Message undeliverable.',
                error_data: { details: 'Message Undeliverable.' },
              }
            : {
                code: code ?? 131000,
                title: 'Something went wrong',
                message: 'Something went wrong',
                error_data: { details: 'Message failed to send.' },
              },
        ]
      : undefined;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: message.providerId,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: message.to,
                  ...(errors ? { errors } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** X-Hub-Signature-256 of a body, as Meta signs it with the app secret. */
export const hubSignature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export async function startFakeWhatsAppCloud(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const host = options.host ?? '127.0.0.1';
  const box = mailbox<FakeWhatsAppMessage>((m, to) => m.to === fullNumber(to));
  const requests: FakeWhatsApp['requests'] = [];
  const failures: FakeWhatsAppFailure[] = [];
  const blocked = new Set<string>();
  const failNext = (failure: FakeWhatsAppFailure, times = 1) => {
    for (let i = 0; i < times; i++) failures.push(failure);
  };
  const sendStatus: FakeWhatsApp['sendStatus'] = (url, providerId, status, extra = {}) => {
    const message = box.messages.find((m) => m.providerId === providerId);
    if (!message) return Promise.reject(new Error(`The fake took no message with id ${providerId}`));
    const body = JSON.stringify(statusPayload(options.phoneNumberId, message, status, extra.code));
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(body, extra.secret ?? options.appSecret),
      },
      body,
    }).then(async (res) => {
      await res.text();
      return res.status;
    });
  };

  async function control(path: string, method: string, url: URL, text: string): Promise<Reply> {
    if (method === 'GET' && path === '/_fake/messages') {
      const to = url.searchParams.get('to');
      return { status: 200, body: box.messages.filter((m) => to === null || m.to === fullNumber(to)) };
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { error: 'Expected a JSON body' } };
    }
    const times = typeof parsed.times === 'number' && parsed.times > 0 ? parsed.times : 1;
    if (method === 'POST' && path === '/_fake/fail-next') {
      if (parsed.timeout === true) failNext({ timeout: true }, times);
      else if (parsed.code === 131026 || parsed.code === 132001 || parsed.code === 130429)
        failNext({ code: parsed.code }, times);
      else if (parsed.status === 429 || parsed.status === 500) failNext({ status: parsed.status }, times);
      else return { status: 400, body: { error: 'Expected {"code"}, {"status"} or {"timeout":true}' } };
      return { status: 200, body: { ok: true } };
    }
    if (method === 'POST' && path === '/_fake/not-on-whatsapp' && typeof parsed.to === 'string') {
      blocked.add(fullNumber(parsed.to));
      return { status: 200, body: { ok: true } };
    }
    if (method === 'POST' && path === '/_fake/status') {
      const { url: target, providerId, status, code } = parsed;
      if (typeof target !== 'string' || typeof providerId !== 'string' || typeof status !== 'string') {
        return { status: 400, body: { error: 'Expected {"url","providerId","status"}' } };
      }
      const answered = await sendStatus(target, providerId, status as FakeWhatsAppStatus, {
        code: typeof code === 'number' ? code : undefined,
      });
      return { status: 200, body: { answered } };
    }
    return { status: 404, body: { error: 'Unknown control route' } };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    readBody(req)
      .then(async (body) => {
        if (url.pathname.startsWith('/_fake/'))
          return send(res, await control(url.pathname, method, url, body));
        const request = { method, path: url.pathname, headers: req.headers, body };
        requests.push(request);
        const failure = failures.shift();
        // Held: the socket stays open until the client gives up or the fake closes.
        if (failure && 'timeout' in failure) return;
        if (failure) return send(res, failureReply(failure));
        return send(res, handle(options, request, blocked, box.add));
      })
      .catch((error: unknown) => send(res, { status: 500, body: { error: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    messages: box.messages,
    requests,
    waitFor: box.waitFor,
    failNext,
    notOnWhatsApp: (to) => blocked.add(fullNumber(to)),
    sendStatus,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
