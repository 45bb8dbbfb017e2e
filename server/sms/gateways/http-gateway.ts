import { SmsGatewayError, type SmsProvider } from '../provider';
import { bodyEncoding, fill, jsonInside, MissingValue } from './http-template';
import { callGateway, parseJson, reasonOf, refusal } from './transport';
import { secretsOfUrl } from './webhook';

/**
 * Any other gateway (Exotel, Gupshup, Kaleyra, a modem on the LAN), described by configuration. In the URL
 * each value is percent-encoded; in the body it is JSON-string-escaped or form-encoded (see bodyEncoding).
 */
export type HttpGatewayOptions = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string;
  /** Where the gateway's id for the SMS is in its JSON answer, as a dotted path (data.id, messages.0.id). */
  idPath: string | null;
  timeoutMs?: number;
};

export function httpGatewaySms(options: HttpGatewayOptions): SmsProvider {
  const encoding = bodyEncoding(options.headers, options.body);
  const headers = { ...options.headers };
  const hasType = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
  if (options.method === 'POST' && options.body && !hasType) {
    headers['content-type'] = encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  }
  // Header values (tokens) and the URL's query values (api_key=…) are credentials as far as we can tell.
  const secrets = [...Object.values(options.headers), ...secretsOfUrl(options.url)];
  const escapeBody = encoding === 'json' ? jsonInside : encodeURIComponent;
  return {
    name: 'http',
    async send(sms) {
      let url: string;
      let body: string | undefined;
      try {
        url = fill(options.url, sms, encodeURIComponent);
        body = options.method === 'POST' && options.body ? fill(options.body, sms, escapeBody) : undefined;
      } catch (error) {
        if (error instanceof MissingValue) throw new SmsGatewayError(error.message, false);
        throw error;
      }
      const answer = await callGateway({
        url,
        method: options.method,
        headers,
        body,
        timeoutMs: options.timeoutMs,
        secrets,
      });
      if (answer.status < 200 || answer.status > 299) {
        const excerpt = answer.text.trim() ? `: ${answer.text}` : '';
        throw refusal(answer, reasonOf(`gateway answered ${answer.status}${excerpt}`, secrets));
      }
      if (!options.idPath) return { providerId: null };
      const id = atPath(parseJson(answer.text), options.idPath);
      return { providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
  };
}

/** The value at a dotted path; a number step indexes an array. */
export function atPath(value: unknown, path: string): unknown {
  let here = value;
  for (const step of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[step];
  }
  return here;
}
