import type { Language } from '../../domain/languages';
import type { SmsPurpose } from '../../domain/sms';

/**
 * Every WhatsApp template the portal sends (docs/decisions/0015-whatsapp.md). Meta reviews each one before it
 * may go out; `npm run whatsapp:templates` prints them for the committee to submit, and WHATSAPP_TEMPLATES_FILE
 * names the approved ones. `{{1}}`, `{{2}}`… are Meta's parameters, filled in order; `{portal}` becomes
 * PORTAL_NAME. Meta refuses a utility body that starts or ends with a parameter, so none does.
 */
export const WHATSAPP_TEMPLATE_NAMES = ['signInCode', 'alert', 'receipt'] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** Meta's categories: an authentication template carries only a code; a utility one news of the member's own. */
export type WhatsAppCategory = 'authentication' | 'utility';

export type WhatsAppTemplateSpec = {
  category: WhatsAppCategory;
  /** The outbox's purpose of a message from this template. */
  purpose: SmsPurpose;
  /** What each parameter holds, in order, with the example value Meta's review asks for. */
  params: readonly { name: string; example: string }[];
  /** The body in each language. An authentication template's is Meta's own preset text, as Meta shows it. */
  texts: Record<Language, string>;
  /** The copy-code button an authentication template carries: the code goes in it as well as in the body. */
  copyCodeButton: boolean;
  /** The name the template is submitted under, unless WHATSAPP_TEMPLATES_FILE says another. */
  defaultName: string;
};

export const WHATSAPP_TEMPLATES: Record<WhatsAppTemplateName, WhatsAppTemplateSpec> = {
  signInCode: {
    category: 'authentication',
    purpose: 'otp',
    params: [{ name: 'the 6-digit code', example: '482913' }],
    // Meta writes an authentication template's body itself, in the language chosen, with the security
    // recommendation and a footer of the code's life (10 minutes) added on submission.
    texts: {
      en: '*{{1}}* is your verification code. For your security, do not share this code.',
      hi: '*{{1}}* आपका वेरिफ़िकेशन कोड है। अपनी सुरक्षा के लिए, इस कोड को किसी के साथ शेयर न करें।',
      ur: '*{{1}}* آپ کا تصدیقی کوڈ ہے۔ اپنی حفاظت کے لیے، یہ کوڈ کسی کے ساتھ شیئر نہ کریں۔',
    },
    copyCodeButton: true,
    defaultName: 'sign_in_code',
  },
  alert: {
    category: 'utility',
    purpose: 'alert',
    params: [
      { name: "the alert's title", example: "Jumu'ah prayer moved to 1:45 pm today" },
      { name: 'the masjid or area it is for', example: 'Jama Masjid, Sector 4' },
    ],
    texts: {
      en: 'Urgent alert from {portal} for {{2}}: {{1}}. Please open {portal} to read it in full.',
      hi: '{portal} से {{2}} के लिए ज़रूरी सूचना: {{1}}। पूरी सूचना {portal} पर पढ़ें।',
      ur: '{portal} سے {{2}} کے لیے ضروری اطلاع: {{1}}۔ پوری اطلاع {portal} پر پڑھیں۔',
    },
    copyCodeButton: false,
    defaultName: 'urgent_alert',
  },
  receipt: {
    category: 'utility',
    purpose: 'receipt',
    params: [
      { name: 'the receipt number', example: 'JAMA/2026-27/000123' },
      { name: 'the amount', example: '₹1,500.00' },
      { name: "the link to the receipt's PDF", example: 'https://anjuman.example.org/receipt/Xy7kP2qR9sT4' },
    ],
    texts: {
      en: 'Your receipt {{1}} for {{2}} is ready. Download it here: {{3}} - {portal}',
      hi: 'आपकी रसीद {{1}} ({{2}}) तैयार है। यहाँ से डाउनलोड करें: {{3}} - {portal}',
      ur: 'آپ کی رسید {{1}} ({{2}}) تیار ہے۔ یہاں سے ڈاؤن لوڈ کریں: {{3}} - {portal}',
    },
    copyCodeButton: false,
    defaultName: 'donation_receipt',
  },
};

/** Meta's language code for each of the portal's languages. */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { en: 'en', hi: 'hi', ur: 'ur' };

/** A template's body for this portal: its name in place of `{portal}`. */
export const whatsappText = (template: WhatsAppTemplateName, language: Language, portalName: string) =>
  WHATSAPP_TEMPLATES[template].texts[language].replaceAll('{portal}', portalName);

/** The body with its parameters filled: what the member reads (a preview, a test's check). */
export function fillWhatsAppText(text: string, params: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? '');
}
