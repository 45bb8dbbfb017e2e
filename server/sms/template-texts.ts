import type { Language } from '../../domain/languages';
import type { SmsPurpose } from '../../domain/sms';

/** Where a template's variable goes, as DLT writes it: the operator lets any 1 to 30 characters stand there. */
export const DLT_VARIABLE = '{#var#}';
/** DLT lets a variable stand for at most 30 characters. */
export const DLT_VARIABLE_MAX = 30;

/** What each purpose's variables hold, in order, and the longest value each can really take. */
export const TEMPLATE_VARIABLES: Record<SmsPurpose, readonly { name: string; longest: string }[]> = {
  otp: [{ name: 'the 6-digit code', longest: '999999' }],
  // An alert's title may run to 150 characters; it is cut to the 30 a variable allows.
  alert: [{ name: "the alert's title (cut to 30 characters)", longest: 'W'.repeat(DLT_VARIABLE_MAX) }],
  // The receipt's public link is the portal's address (in the registered text) and the receipt's code: a
  // whole address would pass the 30 characters a variable allows.
  receipt: [
    { name: 'the receipt number', longest: 'WWWWWWWWWW/2026-27/000123' },
    { name: 'the amount, in Rs (₹ is not GSM-7)', longest: 'Rs 10,00,000.50' },
    { name: "the masjid's name (cut to 30 characters)", longest: 'W'.repeat(DLT_VARIABLE_MAX) },
    { name: "the receipt's code", longest: 'W'.repeat(22) },
  ],
  // The masjid that invites a person of its register to claim their record; the address is in the text.
  registerInvite: [
    { name: "the masjid's name (cut to 30 characters)", longest: 'W'.repeat(DLT_VARIABLE_MAX) },
  ],
};

/**
 * The texts the product sends, to be registered on DLT as they are printed by `npm run sms:templates`
 * (`{portal}` becomes PORTAL_NAME, `{site}` PUBLIC_URL). The OTP's code comes first, so a phone's notification shows it even when
 * the rest is cut, and its Hindi and Urdu are kept within one UCS-2 part (70 characters): every OTP is one
 * part in every language. Digits stay Latin, as Android's one-time-code autofill reads them.
 */
export const TEMPLATE_TEXTS: Record<SmsPurpose, Record<Language, string>> = {
  otp: {
    en: '{#var#} is your {portal} sign-in code. It is valid for 10 minutes. Do not share it with anyone.',
    hi: '{#var#} आपका {portal} कोड है। 10 मिनट तक मान्य। किसी को न बताएं।',
    ur: '{#var#} آپ کا {portal} کوڈ ہے۔ 10 منٹ تک کارآمد۔ کسی کو نہ بتائیں۔',
  },
  alert: {
    en: 'Urgent alert from {portal}: {#var#}. Please open {portal} to read it.',
    hi: '{portal} से ज़रूरी सूचना: {#var#}। पूरी सूचना {portal} पर पढ़ें।',
    ur: '{portal} سے ضروری اطلاع: {#var#}۔ پوری اطلاع {portal} پر پڑھیں۔',
  },
  receipt: {
    en: 'Your receipt {#var#} for {#var#} from {#var#}: {site}/receipt/{#var#} - {portal}',
    hi: 'आपकी रसीद {#var#}: {#var#}, {#var#} से। {site}/receipt/{#var#} - {portal}',
    ur: 'آپ کی رسید {#var#}: {#var#}، {#var#} سے۔ {site}/receipt/{#var#} - {portal}',
  },
  registerInvite: {
    en: "Invitation from {#var#} to {portal}: sign in at {site} with this number to see your family's record.",
    hi: '{#var#} की ओर से {portal} का निमंत्रण: अपने परिवार का रिकॉर्ड देखने के लिए इसी नंबर से {site} पर साइन इन करें।',
    ur: '{#var#} کی طرف سے {portal} کی دعوت: اپنے خاندان کا ریکارڈ دیکھنے کے لیے اسی نمبر سے {site} پر سائن ان کریں۔',
  },
};

/** The portal's address in a text when PUBLIC_URL is unset: a developer's own machine. */
export const DEFAULT_SITE = 'http://localhost:3000';

/**
 * A product text as it must be registered for this portal: its name in place of `{portal}`, and its public
 * address (PUBLIC_URL) in place of `{site}`, which DLT wants fixed in the text rather than in a variable.
 */
export const registeredText = (
  purpose: SmsPurpose,
  language: Language,
  portalName: string,
  site: string = DEFAULT_SITE,
) => TEMPLATE_TEXTS[purpose][language].replaceAll('{portal}', portalName).replaceAll('{site}', site);
