import { maskPhoneNumbers } from '../phone-mask';
import { SmsGatewayError } from '../provider';

/** How long a gateway may take to answer before the send counts as a retryable failure. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** The outbox and the admin page show a reason; a gateway's whole error page is no use there. */
const MAX_REASON = 300;

export type GatewayAnswer = { status: number; text: string; headers: Headers };

export type GatewayRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** Values (auth keys, tokens) that must never reach a reason, whatever the gateway echoes back. */
  secrets: string[];
};

/** Replaces every secret in `text`, so an echoed key or a URL with a token never reaches a log or the admin page. */
export function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out;
}

export function clip(text: string, max = MAX_REASON): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * A reason from the gateway's words: redacted, every mobile number in them cut to its last 4 digits (before
 * clipping, which could cut a number in two and leave most of it), and short.
 */
export function reasonOf(text: string, secrets: string[]): string {
  return clip(maskPhoneNumbers(redact(text, secrets)));
}

/** Seconds from a Retry-After header: either a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function networkCode(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * Sends one request. A network error or a timeout becomes a retryable SmsGatewayError naming only the error
 * code: fetch's own messages carry the URL, which may hold a key.
 */
export async function callGateway(request: GatewayRequest): Promise<GatewayAnswer> {
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsGatewayError(`network error: ${networkCode(error)}`, true);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw new SmsGatewayError(`network error: ${networkCode(error)}`, true);
  }
  return { status: res.status, text, headers: res.headers };
}

/**
 * The error for a non-2xx answer: 429 and 5xx are worth another try (a 429 with the wait it asked for); any
 * other status is the gateway refusing this SMS, and sending it again would be refused again.
 */
export function refusal(answer: GatewayAnswer, reason: string): SmsGatewayError {
  if (answer.status === 429) {
    return new SmsGatewayError(reason, true, retryAfterSeconds(answer.headers.get('retry-after')));
  }
  return new SmsGatewayError(reason, answer.status >= 500);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
