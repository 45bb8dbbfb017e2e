import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mailbox } from '../mailbox';
import { fullNumber } from './fake-gateway';
import type { FakeTemplate, FakeWhatsAppMessage } from './whatsapp-cloud';

// A fake of MSG91's WhatsApp outbound API (https://docs.msg91.com/whatsapp/send-template-message) that checks
// each request as MSG91 documents it: POST /api/v5/whatsapp/whatsapp-outbound-message/bulk/ with the authkey
// header, the integrated number, a template with its language and to_and_components, body_1… and, for an
// authentication template, button_1 {subtype:"url"}. It answers {"status":"success","hasError":false,
// "request_id"} and fails as MSG91 passes Meta's refusals on: {"status":"fail","hasError":true,"errors":…}.

export type FakeMsg91WhatsAppOptions = {
  authKey: string;
  integratedNumber: string;
  templates: Record<string, FakeTemplate>;
};

export type FakeMsg91Failure = { code: 131026 | 132001 } | { status: 429 | 500 } | { timeout: true };

const fail = (status: number, errors: string) => ({
  status,
  body: { status: 'fail', hasError: true, errors },
});

export async function startFakeMsg91WhatsApp(options: FakeMsg91WhatsAppOptions) {
  const box = mailbox<FakeWhatsAppMessage>((m, to) => m.to === fullNumber(to));
  const failures: FakeMsg91Failure[] = [];
  const handle = (req: IncomingMessage, text: string): { status: number; body: unknown } => {
    if (
      req.method !== 'POST' ||
      !/^\/api\/v5\/whatsapp\/whatsapp-outbound-message\/bulk\/?$/.test(req.url ?? '')
    )
      return fail(404, 'Not found');
    if (req.headers.authkey !== options.authKey) return fail(401, 'Unauthorized: invalid authkey');
    // biome-ignore lint/suspicious/noExplicitAny: MSG91's nested body, read loosely; each field used is checked.
    let body: Record<string, any>;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(400, 'Invalid JSON');
    }
    if (body.integrated_number !== options.integratedNumber)
      return fail(400, 'integrated_number is not yours');
    if (body.content_type !== 'template') return fail(400, 'content_type must be template');
    const payload = body.payload ?? {};
    if (payload.messaging_product !== 'whatsapp' || payload.type !== 'template')
      return fail(400, 'payload must be a whatsapp template');
    const template = payload.template ?? {};
    const known = options.templates[template.name];
    if (template.language?.policy !== 'deterministic')
      return fail(400, 'language.policy must be deterministic');
    if (!known?.languages.includes(template.language?.code))
      return fail(400, `(#132001) Template name does not exist in the translation: ${template.name}`);
    const targets = template.to_and_components;
    if (
      !Array.isArray(targets) ||
      targets.length !== 1 ||
      !Array.isArray(targets[0].to) ||
      targets[0].to.length !== 1
    )
      return fail(400, 'to_and_components must name one recipient');
    const to = targets[0].to[0];
    if (typeof to !== 'string' || !/^91[6-9]\d{9}$/.test(to)) return fail(400, 'to must be 91 and 10 digits');
    const components = targets[0].components ?? {};
    const params: string[] = [];
    for (let i = 1; i <= known.params; i++) {
      const c = components[`body_${i}`];
      if (c?.type !== 'text' || typeof c.value !== 'string') return fail(400, `body_${i} is missing`);
      params.push(c.value);
    }
    if (components[`body_${known.params + 1}`])
      return fail(400, '(#132000) Number of parameters does not match');
    let copyCode: string | null = null;
    if (known.copyCode) {
      const b = components.button_1;
      if (b?.subtype !== 'url' || b.type !== 'text' || b.value !== params[0])
        return fail(400, 'button_1 must be {subtype:"url",type:"text",value:<the code>}');
      copyCode = b.value;
    }
    const failure = failures.shift();
    if (failure && 'code' in failure) {
      return failure.code === 131026
        ? fail(200, '(#131026) Message undeliverable: the number is not on WhatsApp')
        : fail(200, '(#132001) Template name does not exist in the translation');
    }
    if (failure && 'status' in failure)
      return fail(failure.status, failure.status === 429 ? 'Too many requests' : 'Internal server error');
    const providerId = randomBytes(12).toString('hex');
    box.add({ to, name: template.name, languageCode: template.language.code, params, copyCode, providerId });
    return {
      status: 200,
      body: { status: 'success', hasError: false, data: 'Message sent', request_id: providerId },
    };
  };
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      if (failures[0] && 'timeout' in failures[0]) {
        failures.shift();
        return;
      }
      const reply = handle(req, text);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.status === 429 ? { 'retry-after': '20' } : {}),
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages: box.messages,
    waitFor: box.waitFor,
    failNext: (failure: FakeMsg91Failure) => failures.push(failure),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
