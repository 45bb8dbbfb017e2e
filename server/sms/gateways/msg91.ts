import { type DeliveryReport, type OutgoingSms, SmsGatewayError, type SmsProvider } from '../provider';
import { callGateway, isRecord, parseJson, reasonOf, refusal } from './transport';

// MSG91's Flow API (https://docs.msg91.com/sms/send-sms, https://control.msg91.com/apidoc/textsms/send-sms-flow.php):
//   POST {base}/api/v5/flow   headers: authkey, content-type: application/json
//   body    {"template_id", "short_url": "0", "recipients": [{"mobiles": "919876543210", "var1": …, "var2": …}]}
//   success {"type":"success","message":"<request id>"}
//   failure {"type":"error","message":"…"}, often with HTTP 200
// MSG91 keeps the DLT template id, entity id and header with its own template, so only its id goes out.

export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';

/**
 * The names the variables go under. MSG91 matches each recipient's keys to the variables of its template by
 * name, so a template there must name its variables ##var1##, ##var2##… in the order of the DLT text.
 */
export function msg91VariableName(index: number): string {
  return `var${index + 1}`;
}

export function msg91Body(sms: OutgoingSms): Record<string, unknown> {
  const recipient: Record<string, string> = { mobiles: sms.to };
  sms.variables.forEach((value, i) => {
    recipient[msg91VariableName(i)] = value;
  });
  return { template_id: sms.dlt.gatewayTemplateId, short_url: '0', recipients: [recipient] };
}

export type Msg91Options = { authKey: string; baseUrl?: string; timeoutMs?: number };

export function msg91Sms(options: Msg91Options): SmsProvider {
  const url = `${(options.baseUrl ?? MSG91_DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v5/flow`;
  const secrets = [options.authKey];
  return {
    name: 'msg91',
    async send(sms) {
      if (!sms.dlt.gatewayTemplateId) {
        throw new SmsGatewayError(
          `no MSG91 template id for template ${sms.template} (${sms.language})`,
          false,
        );
      }
      const answer = await callGateway({
        url,
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(msg91Body(sms)),
        timeoutMs: options.timeoutMs,
        secrets,
      });
      const reply = parseJson(answer.text);
      const type = isRecord(reply) ? reply.type : undefined;
      const message = isRecord(reply) && typeof reply.message === 'string' ? reply.message : '';
      if (answer.status < 200 || answer.status > 299) {
        throw refusal(
          answer,
          reasonOf(`MSG91 answered ${answer.status}: ${message || answer.text}`, secrets),
        );
      }
      if (type === 'success' && message) return { providerId: message };
      // MSG91 reports a refused request (unknown template, missing variable, bad key) with HTTP 200 and
      // type "error": sending the same request again would be refused again.
      throw new SmsGatewayError(
        reasonOf(`MSG91 refused: ${message || answer.text || 'empty answer'}`, secrets),
        false,
      );
    },
    readReports: ({ body }) => readMsg91Reports(body),
  };
}

// MSG91's delivery-report webhook (https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url):
//   v2 (the default): application/x-www-form-urlencoded, one field `data` holding a JSON array of
//      {"senderId","requestId","report":[{"date","number","status","desc","failedReason"}],"userId","campaignName"}
//   v3: application/json, one report flat: {"requestId","number","status","desc",…}
// Status: 1 delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number; anything else is not final.

const FAILED_STATUSES = new Set(['2', '9', '16', '17', '25']);

/** Accepts the body as Fastify hands it over: parsed JSON, a parsed form, or the raw form text. */
export function readMsg91Reports(body: unknown): DeliveryReport[] {
  const entries = msg91Entries(body);
  const reports: DeliveryReport[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const requestId = entry.requestId;
    if (typeof requestId !== 'string' && typeof requestId !== 'number') continue;
    const lines = Array.isArray(entry.report) ? entry.report : [entry];
    for (const line of lines) {
      if (!isRecord(line)) continue;
      const report = msg91Report(String(requestId), line);
      if (report) reports.push(report);
    }
  }
  return reports;
}

function msg91Entries(body: unknown): unknown[] {
  let value = body;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    value = trimmed.startsWith('{') || trimmed.startsWith('[') ? parseJson(trimmed) : formData(trimmed);
  }
  if (isRecord(value) && 'data' in value)
    value = typeof value.data === 'string' ? parseJson(value.data) : value.data;
  if (Array.isArray(value)) return value;
  return isRecord(value) ? [value] : [];
}

function formData(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

function msg91Report(providerId: string, line: Record<string, unknown>): DeliveryReport | null {
  const status = String(line.status ?? '');
  const desc = typeof line.desc === 'string' ? line.desc.trim() : '';
  if (status === '1') return { providerId, status: 'delivered', reason: null };
  if (!FAILED_STATUSES.has(status)) return null;
  const failedReason = typeof line.failedReason === 'string' ? line.failedReason.trim() : '';
  const reason = [desc, failedReason].filter(Boolean).join(': ') || `MSG91 status ${status}`;
  return { providerId, status: 'failed', reason: reasonOf(reason, []) };
}
