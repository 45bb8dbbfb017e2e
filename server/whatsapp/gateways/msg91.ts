import { callGateway, isRecord, parseJson, reasonOf, retryAfterSeconds } from '../../sms/gateways/transport';
import {
  failureKindOfReason,
  type OutgoingWhatsApp,
  WhatsAppGatewayError,
  type WhatsAppProvider,
} from '../provider';

// MSG91's WhatsApp outbound API (https://docs.msg91.com/whatsapp/send-template-message):
//   POST {base}/api/v5/whatsapp/whatsapp-outbound-message/bulk/   headers: authkey, content-type: application/json
//   body    {"integrated_number":"91…","content_type":"template","payload":{"messaging_product":"whatsapp",
//            "type":"template","template":{"name","language":{"code","policy":"deterministic"},"namespace",
//            "to_and_components":[{"to":["919876543210"],"components":{"body_1":{"type":"text","value"},…,
//            (authentication) "button_1":{"subtype":"url","type":"text","value":<code>}}}]}}}
//   success 200 {"status":"success","hasError":false,"data":…,"request_id":"…"}
//   failure {"status":"fail","hasError":true,"errors":"…"}, with HTTP 200 or 4xx; 429 and 5xx when busy or down.

export function msg91WhatsAppBody(
  message: OutgoingWhatsApp,
  integratedNumber: string,
  namespace: string | null,
): Record<string, unknown> {
  const components: Record<string, Record<string, string>> = {};
  message.params.forEach((value, i) => {
    components[`body_${i + 1}`] = { type: 'text', value };
  });
  if (message.copyCode !== null)
    components.button_1 = { subtype: 'url', type: 'text', value: message.copyCode };
  return {
    integrated_number: integratedNumber,
    content_type: 'template',
    payload: {
      messaging_product: 'whatsapp',
      type: 'template',
      template: {
        name: message.name,
        language: { code: message.languageCode, policy: 'deterministic' },
        ...(namespace ? { namespace } : {}),
        to_and_components: [{ to: [message.to], components }],
      },
    },
  };
}

export type Msg91WhatsAppOptions = {
  authKey: string;
  integratedNumber: string;
  namespace: string | null;
  baseUrl: string;
  timeoutMs?: number;
};

const wordsOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(wordsOf).filter(Boolean).join('; ');
  if (isRecord(value)) return wordsOf(value.message ?? value.error ?? value.errors ?? JSON.stringify(value));
  return '';
};

/** MSG91 passes Meta's refusals on in its words; the code, when it names one, says the kind. */
function kindOf(words: string) {
  const code = /\b(131026|132\d{3})\b/.exec(words)?.[1];
  return code ? failureKindOfReason(`(#${code})`) : 'other';
}

export function msg91WhatsApp(options: Msg91WhatsAppOptions): WhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v5/whatsapp/whatsapp-outbound-message/bulk/`;
  const secrets = [options.authKey];
  return {
    name: 'whatsapp-msg91',
    async send(message) {
      const answer = await callGateway({
        url,
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(msg91WhatsAppBody(message, options.integratedNumber, options.namespace)),
        timeoutMs: options.timeoutMs,
        secrets,
      }).catch((err: unknown) => {
        throw new WhatsAppGatewayError((err as Error).message, true);
      });
      const reply = parseJson(answer.text);
      const ok = isRecord(reply) && reply.status === 'success' && reply.hasError !== true;
      if (answer.status >= 200 && answer.status <= 299 && ok) {
        const id = reply.request_id ?? (isRecord(reply.data) ? reply.data.request_id : undefined);
        return { providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
      }
      const said = isRecord(reply) ? wordsOf(reply.errors ?? reply.message ?? reply.data) : '';
      const words = reasonOf(
        `MSG91 WhatsApp ${answer.status}: ${said || answer.text || 'empty answer'}`,
        secrets,
      );
      const retryable = answer.status === 429 || answer.status >= 500;
      throw new WhatsAppGatewayError(
        words,
        retryable,
        kindOf(words),
        answer.status === 429 ? retryAfterSeconds(answer.headers.get('retry-after')) : undefined,
      );
    },
  };
}
