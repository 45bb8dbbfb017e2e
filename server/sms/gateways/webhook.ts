import type { OutgoingSms, SmsProvider } from '../provider';
import { callGateway, isRecord, parseJson, reasonOf, refusal } from './transport';

/**
 * The JSON a webhook receives. `to` keeps its "+" and `code` stays for OTPs, so relays written for the
 * earlier {"to","message","code"} shape (and server/test/sms-inbox.ts) keep working.
 */
export function webhookPayload(sms: OutgoingSms): Record<string, unknown> {
  return {
    to: `+${sms.to}`,
    message: sms.text,
    ...(sms.purpose === 'otp' && sms.variables[0] !== undefined ? { code: sms.variables[0] } : {}),
    purpose: sms.purpose,
    template: sms.template,
    language: sms.language,
    variables: sms.variables,
    dlt: sms.dlt,
  };
}

/** POSTs each SMS as JSON, so any gateway can be bridged with a small relay. */
export function webhookSms(url: string, options: { timeoutMs?: number } = {}): SmsProvider {
  // The URL may carry a token in its query or user info; it must not reach a reason.
  const secrets = secretsOfUrl(url);
  return {
    name: 'webhook',
    async send(sms) {
      const answer = await callGateway({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(webhookPayload(sms)),
        timeoutMs: options.timeoutMs,
        secrets,
      });
      if (answer.status < 200 || answer.status > 299) {
        const excerpt = answer.text.trim() ? `: ${answer.text}` : '';
        throw refusal(answer, reasonOf(`webhook answered ${answer.status}${excerpt}`, secrets));
      }
      // A relay may answer with the gateway's id, by which its delivery reports would name the SMS.
      const reply = parseJson(answer.text);
      const id = isRecord(reply) ? reply.id : undefined;
      return { providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
  };
}

/** The parts of a URL that may be credentials: its password and its query values. */
export function secretsOfUrl(url: string): string[] {
  try {
    const parsed = new URL(url);
    return [decodeURIComponent(parsed.password), ...parsed.searchParams.values()].filter(Boolean);
  } catch {
    return [];
  }
}
