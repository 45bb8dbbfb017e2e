/** Meta's Graph API, where the Cloud API lives; WHATSAPP_BASE_URL points a test at the fake instead. */
export const META_GRAPH_BASE_URL = 'https://graph.facebook.com';
/** The Graph API version the portal was written against (WHATSAPP_API_VERSION may name a newer one). */
export const META_GRAPH_VERSION = 'v23.0';
/** MSG91's API host, where its WhatsApp outbound API lives. */
export const MSG91_WHATSAPP_BASE_URL = 'https://api.msg91.com';
/** Meta's price of an authentication or utility message in India since July 2025, in rupees. */
export const DEFAULT_WHATSAPP_PRICE = 0.115;

export const WHATSAPP_PROVIDERS = ['meta', 'msg91'] as const;

/** The WhatsApp gateway (WHATSAPP_PROVIDER and its settings); absent when WhatsApp is off. */
export type WhatsAppConfig =
  | {
      provider: 'meta';
      token: string;
      phoneNumberId: string;
      /** Signs the webhook's POSTs (X-Hub-Signature-256). */
      appSecret: string;
      /** What the webhook's GET verification must echo (hub.verify_token). */
      verifyToken: string;
      baseUrl: string;
      apiVersion: string;
    }
  | {
      provider: 'msg91';
      authKey: string;
      /** The WhatsApp number MSG91 integrated for the committee, with its country code. */
      integratedNumber: string;
      /** The WhatsApp Business Account's template namespace, as MSG91's dashboard shows it. */
      namespace: string | null;
      baseUrl: string;
    };

type Env = Record<string, string | undefined>;

/**
 * Reads WhatsApp's settings from the environment. Never throws: each problem is a sentence naming its
 * variable, never quoting a secret. WHATSAPP_PROVIDER unset leaves WhatsApp off, and the OTP step as it was.
 */
export function readWhatsAppConfig(env: Env): {
  config: WhatsAppConfig | null;
  pricePerMessage: number;
  problems: string[];
} {
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const problems: string[] = [];
  const priceText = get('WHATSAPP_PRICE_PER_MESSAGE');
  const price = priceText === undefined ? DEFAULT_WHATSAPP_PRICE : Number(priceText);
  if (!Number.isFinite(price) || price < 0 || price > 100) {
    problems.push('WHATSAPP_PRICE_PER_MESSAGE must be a price in rupees, such as 0.115');
  }
  const pricePerMessage = Number.isFinite(price) && price >= 0 ? price : DEFAULT_WHATSAPP_PRICE;
  const chosen = get('WHATSAPP_PROVIDER')?.toLowerCase();
  if (chosen === undefined || chosen === 'off') return { config: null, pricePerMessage, problems };
  if (!(WHATSAPP_PROVIDERS as readonly string[]).includes(chosen)) {
    problems.push(
      `WHATSAPP_PROVIDER must be one of ${WHATSAPP_PROVIDERS.join(', ')}, or unset for no WhatsApp`,
    );
    return { config: null, pricePerMessage, problems };
  }
  const required = (name: string): string => {
    const value = get(name);
    if (value === undefined) problems.push(`WHATSAPP_PROVIDER=${chosen} needs ${name}`);
    return value ?? '';
  };
  const url = (name: string, fallback: string): string => {
    const value = get(name) ?? fallback;
    if (!isHttpUrl(value)) problems.push(`${name} must be an http:// or https:// URL`);
    return value.replace(/\/+$/, '');
  };
  if (chosen === 'meta') {
    const phoneNumberId = required('WHATSAPP_PHONE_NUMBER_ID');
    if (phoneNumberId && !/^\d{5,20}$/.test(phoneNumberId)) {
      problems.push(
        "WHATSAPP_PHONE_NUMBER_ID must be the phone number's id (digits) from Meta's WhatsApp Manager",
      );
    }
    const apiVersion = get('WHATSAPP_API_VERSION') ?? META_GRAPH_VERSION;
    if (!/^v\d+\.\d+$/.test(apiVersion)) problems.push('WHATSAPP_API_VERSION must look like v23.0');
    const config: WhatsAppConfig = {
      provider: 'meta',
      token: required('WHATSAPP_TOKEN'),
      phoneNumberId,
      appSecret: required('WHATSAPP_APP_SECRET'),
      verifyToken: required('WHATSAPP_VERIFY_TOKEN'),
      baseUrl: url('WHATSAPP_BASE_URL', META_GRAPH_BASE_URL),
      apiVersion,
    };
    return { config, pricePerMessage, problems };
  }
  const integratedNumber = required('MSG91_WHATSAPP_NUMBER');
  if (integratedNumber && !/^\d{10,15}$/.test(integratedNumber)) {
    problems.push('MSG91_WHATSAPP_NUMBER must be the integrated number with its country code, digits only');
  }
  const config: WhatsAppConfig = {
    provider: 'msg91',
    authKey: required('MSG91_AUTH_KEY'),
    integratedNumber,
    namespace: get('MSG91_WHATSAPP_NAMESPACE') ?? null,
    baseUrl: url('MSG91_WHATSAPP_BASE_URL', MSG91_WHATSAPP_BASE_URL),
  };
  return { config, pricePerMessage, problems };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
