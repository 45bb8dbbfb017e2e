import { FAST2SMS_DEFAULT_BASE_URL } from './gateways/fast2sms';
import { bodyEncoding, jsonInside, sampleFill, unknownPlaceholders } from './gateways/http-template';
import { MSG91_DEFAULT_BASE_URL } from './gateways/msg91';

export const SMS_PROVIDERS = ['console', 'webhook', 'msg91', 'fast2sms', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export type GatewayConfig =
  | { provider: 'console' }
  | { provider: 'webhook'; url: string }
  | { provider: 'msg91'; authKey: string; baseUrl: string }
  | { provider: 'fast2sms'; apiKey: string; baseUrl: string }
  | {
      provider: 'http';
      url: string;
      method: 'GET' | 'POST';
      headers: Record<string, string>;
      body: string;
      idPath: string | null;
    };

type Env = Record<string, string | undefined>;

/**
 * Reads the SMS gateway from the environment. Never throws: every problem is a one-line sentence naming its
 * variable, so the portal can refuse to start with all of them at once. Problems never quote a secret.
 */
export function readGatewayConfig(
  env: Env,
  production: boolean,
): { config: GatewayConfig; problems: string[] } {
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const problems: string[] = [];
  const fallback: GatewayConfig = { provider: 'console' };
  const chosen = get('SMS_PROVIDER')?.toLowerCase() ?? (production ? undefined : 'console');

  if (chosen === undefined) {
    problems.push(`SMS_PROVIDER must be set in production (one of ${SMS_PROVIDERS.slice(1).join(', ')})`);
    return { config: fallback, problems };
  }
  if (!(SMS_PROVIDERS as readonly string[]).includes(chosen)) {
    problems.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}`);
    return { config: fallback, problems };
  }
  const provider = chosen as SmsProviderName;
  const url = (name: string, fallbackUrl?: string): string | undefined => {
    const value = get(name) ?? fallbackUrl;
    if (value === undefined) {
      problems.push(`SMS_PROVIDER=${provider} needs ${name}`);
      return undefined;
    }
    if (!isHttpUrl(value)) problems.push(`${name} must be an http:// or https:// URL`);
    return value;
  };
  const required = (name: string): string => {
    const value = get(name);
    if (value === undefined) problems.push(`SMS_PROVIDER=${provider} needs ${name}`);
    return value ?? '';
  };

  switch (provider) {
    case 'console':
      if (production)
        problems.push('SMS_PROVIDER=console would print OTPs to the log; choose a gateway in production');
      return { config: fallback, problems };
    case 'webhook':
      return { config: { provider, url: url('SMS_WEBHOOK_URL') ?? '' }, problems };
    case 'msg91': {
      const authKey = required('MSG91_AUTH_KEY');
      const baseUrl = url('MSG91_BASE_URL', MSG91_DEFAULT_BASE_URL) ?? MSG91_DEFAULT_BASE_URL;
      return { config: { provider, authKey, baseUrl }, problems };
    }
    case 'fast2sms': {
      const apiKey = required('FAST2SMS_API_KEY');
      const baseUrl = url('FAST2SMS_BASE_URL', FAST2SMS_DEFAULT_BASE_URL) ?? FAST2SMS_DEFAULT_BASE_URL;
      return { config: { provider, apiKey, baseUrl }, problems };
    }
    case 'http':
      return { config: readHttpGateway(get, problems, url), problems };
  }
}

function readHttpGateway(
  get: (name: string) => string | undefined,
  problems: string[],
  url: (name: string) => string | undefined,
): GatewayConfig {
  const target = url('SMS_HTTP_URL') ?? '';
  const method = (get('SMS_HTTP_METHOD') ?? 'POST').toUpperCase();
  if (method !== 'GET' && method !== 'POST') problems.push('SMS_HTTP_METHOD must be GET or POST');
  const headers = readHeaders(get('SMS_HTTP_HEADERS'), problems);
  const body = get('SMS_HTTP_BODY') ?? '';
  if (method === 'GET' && body) problems.push('SMS_HTTP_BODY must be empty when SMS_HTTP_METHOD=GET');
  for (const [name, text] of [
    ['SMS_HTTP_URL', target],
    ['SMS_HTTP_BODY', body],
  ] as const) {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) {
      problems.push(`${name} uses unknown placeholders: ${unknown.map((n) => `{${n}}`).join(', ')}`);
    }
  }
  if (body && bodyEncoding(headers, body) === 'json') {
    try {
      JSON.parse(sampleFill(body, jsonInside));
    } catch {
      problems.push(
        'SMS_HTTP_BODY is a JSON body (by its content-type or its first character) but is not valid JSON',
      );
    }
  }
  const idPath = get('SMS_HTTP_ID_PATH') ?? null;
  if (idPath !== null && !/^[^.\s]+(\.[^.\s]+)*$/.test(idPath)) {
    problems.push('SMS_HTTP_ID_PATH must be a dotted path such as data.id');
  }
  return { provider: 'http', url: target, method: method === 'GET' ? 'GET' : 'POST', headers, body, idPath };
}

function readHeaders(text: string | undefined, problems: string[]): Record<string, string> {
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((v) => typeof v === 'string');
  if (!ok) {
    problems.push('SMS_HTTP_HEADERS must be a JSON object of strings, such as {"Authorization":"Bearer …"}');
    return {};
  }
  return parsed as Record<string, string>;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
