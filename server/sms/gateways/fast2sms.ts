import { type DeliveryReport, type OutgoingSms, SmsGatewayError, type SmsProvider } from '../provider';
import { callGateway, isRecord, parseJson, reasonOf, refusal } from './transport';

// Fast2SMS's DLT route (https://docs.fast2sms.com/reference/dlt-sms-single, https://docs.fast2sms.com):
//   POST {base}/dev/bulkV2   header authorization: <API key>
//   fields route=dlt, sender_id (the DLT header), message (the message id Fast2SMS's DLT Manager gave the
//          template), variables_values ("a|b|c", one value per {#var#}), numbers (10 digits, comma-separated)
//   success 200 {"return":true,"request_id":"…","message":["SMS sent successfully."]}
//   failure 400/401 {"return":false,"status_code":412,"message":"Invalid Authentication, Check Authorization Key"}
//   (https://docs.fast2sms.com/reference/error-code-list)

export const FAST2SMS_DEFAULT_BASE_URL = 'https://www.fast2sms.com';

/** Fast2SMS's numbers are Indian numbers without the country code. */
export function fast2smsNumber(to: string): string | null {
  return /^91[6-9]\d{9}$/.test(to) ? to.slice(2) : null;
}

export function fast2smsBody(sms: OutgoingSms, number: string): Record<string, unknown> {
  const messageId = sms.dlt.gatewayTemplateId ?? '';
  return {
    route: 'dlt',
    sender_id: sms.dlt.header,
    // The docs type the message id as an integer.
    message: /^\d{1,15}$/.test(messageId) ? Number(messageId) : messageId,
    variables_values: sms.variables.join('|'),
    flash: '0',
    numbers: number,
  };
}

export type Fast2smsOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

export function fast2smsSms(options: Fast2smsOptions): SmsProvider {
  const url = `${(options.baseUrl ?? FAST2SMS_DEFAULT_BASE_URL).replace(/\/+$/, '')}/dev/bulkV2`;
  const secrets = [options.apiKey];
  return {
    name: 'fast2sms',
    async send(sms) {
      if (!sms.dlt.gatewayTemplateId) {
        throw new SmsGatewayError(
          `no Fast2SMS message id for template ${sms.template} (${sms.language})`,
          false,
        );
      }
      const number = fast2smsNumber(sms.to);
      if (!number) throw new SmsGatewayError('Fast2SMS sends only to Indian mobile numbers', false);
      // "|" separates the values; one inside a value would shift every later variable.
      if (sms.variables.some((v) => v.includes('|'))) {
        throw new SmsGatewayError('a variable holds "|", which Fast2SMS takes as a separator', false);
      }
      const answer = await callGateway({
        url,
        method: 'POST',
        headers: {
          authorization: options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(fast2smsBody(sms, number)),
        timeoutMs: options.timeoutMs,
        secrets,
      });
      const reply = parseJson(answer.text);
      const said = isRecord(reply) ? fast2smsMessage(reply) : answer.text;
      if (answer.status < 200 || answer.status > 299) {
        throw refusal(answer, reasonOf(`Fast2SMS answered ${answer.status}: ${said}`, secrets));
      }
      if (isRecord(reply) && reply.return === true && typeof reply.request_id === 'string') {
        return { providerId: reply.request_id };
      }
      throw new SmsGatewayError(reasonOf(`Fast2SMS refused: ${said || 'empty answer'}`, secrets), false);
    },
    readReports: ({ body }) => readFast2smsReports(body),
  };
}

function fast2smsMessage(reply: Record<string, unknown>): string {
  const message = Array.isArray(reply.message) ? reply.message.join(' ') : String(reply.message ?? '');
  return reply.status_code !== undefined ? `${message} (${reply.status_code})` : message;
}

// Fast2SMS posts delivery reports to a webhook set up in its dashboard (https://docs.fast2sms.com/reference/sms-webhook)
// whose body the account owner writes ("Standard Webhook"). The README asks for this JSON body:
//   {"request_id": <request id>, "mobile": <number>, "status": <status>, "status_description": <description>}
// One object or an array of them; statuses are words (delivered, failed, rejected, undelivered, expired…).

const DELIVERED = /^(deliver(ed)?|delivrd)$/i;
const FAILED = /^(fail(ed)?|reject(ed)?|undeliv(ered)?|expired?|blocked|dnd|invalid)/i;

export function readFast2smsReports(body: unknown): DeliveryReport[] {
  let value = body;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    value =
      trimmed.startsWith('{') || trimmed.startsWith('[')
        ? parseJson(trimmed)
        : Object.fromEntries(new URLSearchParams(trimmed));
  }
  const entries = Array.isArray(value) ? value : [value];
  const reports: DeliveryReport[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const id = entry.request_id;
    const status = typeof entry.status === 'string' ? entry.status.trim() : '';
    if (typeof id !== 'string' || !id) continue;
    if (DELIVERED.test(status)) reports.push({ providerId: id, status: 'delivered', reason: null });
    else if (FAILED.test(status)) {
      const description = typeof entry.status_description === 'string' ? entry.status_description.trim() : '';
      reports.push({ providerId: id, status: 'failed', reason: reasonOf(description || status, []) });
    }
  }
  return reports;
}
