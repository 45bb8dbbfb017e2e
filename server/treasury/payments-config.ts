/**
 * The optional payment gateway, read from the environment by server/config.ts (docs/decisions/0013-baitul-maal.md:
 * UPI links need no gateway; Razorpay is an addition). Only parsing here: config.ts may import nothing of the app.
 */
export type PaymentsConfig = {
  provider: 'razorpay';
  /** The key id: public, the checkout is opened with it. */
  keyId: string;
  /** The key secret: the orders API's basic-auth password. Never logged, never sent to a browser. */
  keySecret: string;
  /** The webhook secret: the key of the webhook's X-Razorpay-Signature. Never logged. */
  webhookSecret: string;
  /** https://api.razorpay.com, or a test's local fake. */
  apiUrl: string;
  /** How long an order may take before the member is told to try again or pay by UPI. */
  timeoutMs: number;
};

export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com';

/** Long enough for Razorpay on a slow day, short enough that the member is not left waiting at "Pay". */
export const RAZORPAY_DEFAULT_TIMEOUT_MS = 10_000;

const RAZORPAY_SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

type Env = Record<string, string | undefined>;

/**
 * PAYMENTS_PROVIDER=razorpay with its three settings, or no gateway at all. A partial set (a key without its
 * webhook secret, or settings without the provider) is refused at start: a portal that could take money but
 * never hear that it came would leave gifts unconfirmed. Problems name the variable, never its value.
 */
export function readPaymentsConfig(
  env: Env,
  production: boolean,
): { config: PaymentsConfig | null; problems: string[] } {
  const get = (name: string) => env[name]?.trim() || undefined;
  const provider = get('PAYMENTS_PROVIDER')?.toLowerCase();
  const given = RAZORPAY_SETTINGS.filter((name) => get(name) !== undefined);
  if (provider === undefined || provider === 'none') {
    return given.length > 0
      ? { config: null, problems: [`${given.join(', ')} set without PAYMENTS_PROVIDER=razorpay`] }
      : { config: null, problems: [] };
  }
  if (provider !== 'razorpay')
    return { config: null, problems: ['PAYMENTS_PROVIDER must be razorpay (or unset)'] };
  const problems = RAZORPAY_SETTINGS.filter((name) => get(name) === undefined).map(
    (name) => `PAYMENTS_PROVIDER=razorpay needs ${name}`,
  );
  const apiUrl = (get('RAZORPAY_API_URL') ?? RAZORPAY_DEFAULT_API_URL).replace(/\/+$/, '');
  let url: URL | null = null;
  try {
    url = new URL(apiUrl);
  } catch {
    problems.push('RAZORPAY_API_URL must be an http:// or https:// URL');
  }
  if (url && url.protocol !== 'https:' && url.protocol !== 'http:')
    problems.push('RAZORPAY_API_URL must be an http:// or https:// URL');
  // The key secret would cross the network in the clear: only a test's local fake is spoken to over http.
  if (url && production && url.protocol !== 'https:')
    problems.push('RAZORPAY_API_URL must be an https:// URL in production');
  const timeout = get('RAZORPAY_TIMEOUT_MS');
  const timeoutMs = timeout === undefined ? RAZORPAY_DEFAULT_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push('RAZORPAY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000');
  if (problems.length > 0) return { config: null, problems };
  return {
    config: {
      provider: 'razorpay',
      keyId: get('RAZORPAY_KEY_ID')!,
      keySecret: get('RAZORPAY_KEY_SECRET')!,
      webhookSecret: get('RAZORPAY_WEBHOOK_SECRET')!,
      apiUrl,
      timeoutMs,
    },
    problems: [],
  };
}
