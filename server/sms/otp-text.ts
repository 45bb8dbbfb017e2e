import type { Language } from '../../domain/languages';

/**
 * The OTP SMS in the language the member is using on the portal (sendOtp's `language`). The code comes first,
 * so a phone's notification shows it even when the text is cut short, and digits stay Latin in every language,
 * as Android's one-time-code autofill reads them.
 */
const OTP_TEXTS: Record<Language, (portal: string, code: string) => string> = {
  en: (portal, code) =>
    `${code} is your ${portal} verification code. It is valid for 10 minutes. Do not share it with anyone.`,
  hi: (portal, code) => `${code} आपका ${portal} सत्यापन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
  ur: (portal, code) =>
    `${code} آپ کا ${portal} تصدیقی کوڈ ہے۔ یہ 10 منٹ تک کارآمد ہے۔ اسے کسی کو نہ بتائیں۔`,
};

export function otpText(portalName: string, code: string, language: Language = 'en'): string {
  return OTP_TEXTS[language](portalName, code);
}
