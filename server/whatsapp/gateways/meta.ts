import { callGateway, isRecord, parseJson, reasonOf, retryAfterSeconds } from '../../sms/gateways/transport';
import {
  failureKindOfCode,
  type OutgoingWhatsApp,
  WhatsAppGatewayError,
  type WhatsAppProvider,
  type WhatsAppStatus,
} from '../provider';

// The WhatsApp Business Platform's Cloud API
// (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages,
//  https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-templates):
//   POST {base}/{version}/{phone-number-id}/messages   Authorization: Bearer <token>, application/json
//   body    {"messaging_product":"whatsapp","recipient_type":"individual","to":"919876543210","type":"template",
//            "template":{"name","language":{"code"},"components":[{"type":"body","parameters":[{"type":"text","text"}]},
//            (authentication) {"type":"button","sub_type":"url","index":"0","parameters":[{"type":"text","text":<code>}]}]}}
//   success 200 {"messaging_product":"whatsapp","contacts":[{"input","wa_id"}],"messages":[{"id":"wamid.…"}]}
//   failure 4xx/5xx {"error":{"message":"(#131026) Message undeliverable","type","code":131026,"error_data":{"details"},"fbtrace_id"}}
//   (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes): 131026 not a WhatsApp user,
//   132000-132016 the template (missing, not approved, paused), 130429 and 131056 rate limits, 80007 and 4 the
//   account's and the app's rate limits, 131000 and 131016 Meta's own trouble.

/** Rate limits and Meta's own trouble: worth another try later. */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131000, 131016, 131056, 133004]);

export function metaBody(message: OutgoingWhatsApp): Record<string, unknown> {
  const components: Record<string, unknown>[] = [
    { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
  ];
  if (message.copyCode !== null) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.copyCode }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: { name: message.name, language: { code: message.languageCode }, components },
  };
}

export type MetaOptions = {
  token: string;
  phoneNumberId: string;
  baseUrl: string;
  apiVersion: string;
  timeoutMs?: number;
};

/** Meta's error object as it answers, or null for an answer that has none. */
function metaError(reply: unknown): { code: number | null; words: string } | null {
  if (!isRecord(reply) || !isRecord(reply.error)) return null;
  const error = reply.error;
  const code = typeof error.code === 'number' ? error.code : null;
  const message = typeof error.message === 'string' ? error.message : '';
  const details =
    isRecord(error.error_data) && typeof error.error_data.details === 'string'
      ? error.error_data.details
      : '';
  // Meta's message starts with "(#<code>)" mostly; the outbox keeps the code in that form in every reason.
  const lead = code !== null && !message.startsWith(`(#${code})`) ? `(#${code}) ` : '';
  return { code, words: `${lead}${message}${details ? `: ${details}` : ''}` };
}

export function metaWhatsApp(options: MetaOptions): WhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const secrets = [options.token];
  return {
    name: 'whatsapp-meta',
    async send(message) {
      const answer = await callGateway({
        url,
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(metaBody(message)),
        timeoutMs: options.timeoutMs,
        secrets,
      }).catch((err: unknown) => {
        throw new WhatsAppGatewayError((err as Error).message, true);
      });
      const reply = parseJson(answer.text);
      if (answer.status >= 200 && answer.status <= 299) {
        const messages = isRecord(reply) && Array.isArray(reply.messages) ? reply.messages : [];
        const id = isRecord(messages[0]) && typeof messages[0].id === 'string' ? messages[0].id : null;
        if (id) return { providerId: id };
        throw new WhatsAppGatewayError(
          reasonOf(`Cloud API answered without a message id: ${answer.text}`, secrets),
          false,
        );
      }
      const error = metaError(reply);
      const words = reasonOf(error?.words || `Cloud API answered ${answer.status}: ${answer.text}`, secrets);
      const retryable =
        answer.status === 429 ||
        answer.status >= 500 ||
        (error?.code != null && RETRYABLE_CODES.has(error.code));
      throw new WhatsAppGatewayError(
        words,
        retryable,
        failureKindOfCode(error?.code),
        retryable ? retryAfterSeconds(answer.headers.get('retry-after')) : undefined,
      );
    },
  };
}

// The webhook's statuses (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples):
//   {"object":"whatsapp_business_account","entry":[{"id","changes":[{"field":"messages","value":{
//     "messaging_product":"whatsapp","metadata":{"phone_number_id"},"statuses":[{"id":"wamid.…",
//     "status":"sent|delivered|read|failed","timestamp","recipient_id","errors":[{"code","title","message",
//     "error_data":{"details"}}]}]}}]}]}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** The statuses of a webhook's POST, for this phone number only; anything else in it (messages) is ignored. */
export function readMetaStatuses(body: unknown, phoneNumberId: string): WhatsAppStatus[] {
  if (!isRecord(body) || !Array.isArray(body.entry)) return [];
  const statuses: WhatsAppStatus[] = [];
  for (const entry of body.entry) {
    if (!isRecord(entry) || !Array.isArray(entry.changes)) continue;
    for (const change of entry.changes) {
      if (!isRecord(change) || !isRecord(change.value)) continue;
      const value = change.value;
      const metadata = isRecord(value.metadata) ? value.metadata : {};
      if (metadata.phone_number_id !== undefined && String(metadata.phone_number_id) !== phoneNumberId)
        continue;
      if (!Array.isArray(value.statuses)) continue;
      for (const status of value.statuses) {
        if (!isRecord(status) || typeof status.id !== 'string' || typeof status.status !== 'string') continue;
        if (!STATUSES.has(status.status)) continue;
        statuses.push({
          providerId: status.id,
          status: status.status as WhatsAppStatus['status'],
          reason: status.status === 'failed' ? failureWords(status.errors) : null,
        });
      }
    }
  }
  return statuses;
}

function failureWords(errors: unknown): string {
  const first = Array.isArray(errors) && isRecord(errors[0]) ? errors[0] : null;
  if (!first) return 'WhatsApp reported it failed';
  const code = typeof first.code === 'number' ? `(#${first.code}) ` : '';
  const title =
    typeof first.title === 'string' ? first.title : typeof first.message === 'string' ? first.message : '';
  const details =
    isRecord(first.error_data) && typeof first.error_data.details === 'string'
      ? `: ${first.error_data.details}`
      : '';
  return reasonOf(`${code}${title}${details}` || 'WhatsApp reported it failed', []);
}
