import { LANGUAGES, type Language } from '../../domain/languages';
import { SMS_PURPOSES } from '../../domain/sms';
import { smsSize } from '../../domain/sms-parts';
import { DLT_VARIABLE, registeredText, TEMPLATE_VARIABLES } from './template-texts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi', ur: 'Urdu' };

/** The size of a template's SMS with the longest values its variables really take. */
function longestSize(purpose: (typeof SMS_PURPOSES)[number], text: string) {
  let i = 0;
  return smsSize(text.replaceAll(DLT_VARIABLE, () => TEMPLATE_VARIABLES[purpose][i++]?.longest ?? ''));
}

/**
 * What `npm run sms:templates` prints: each text to register on DLT exactly as it stands, with what its
 * variables hold and the parts the longest SMS costs, for the committee to register and the gateway to bill.
 */
export function templateListing(portalName: string, site?: string): string {
  const lines: string[] = [
    `SMS templates of ${portalName}: register each one on your DLT portal exactly as printed, as a`,
    `"Service Implicit" content template (the alert and registerInvite ones may need "Service Explicit"), with ${DLT_VARIABLE} as shown.`,
    '',
  ];
  for (const purpose of SMS_PURPOSES) {
    const vars = TEMPLATE_VARIABLES[purpose].map((v, n) => `${DLT_VARIABLE} ${n + 1}: ${v.name}`);
    for (const language of LANGUAGES) {
      const text = registeredText(purpose, language, portalName, site);
      const size = longestSize(purpose, text);
      lines.push(
        `── ${purpose} · ${LANGUAGE_NAMES[language]} (${language}) · ${size.encoding}, ${size.characters} characters at most, ${size.parts} part${size.parts === 1 ? '' : 's'}`,
        text,
        ...vars.map((v) => `   ${v}`),
        '',
      );
    }
  }
  lines.push(
    'MSG91 and Fast2SMS keep their own copy of each template: add it there too, then write its id',
    '(gatewayTemplateId) with the DLT ids in SMS_TEMPLATES_FILE. `npm run sms:templates -- --json` prints',
    'that file with these texts, ready to fill in.',
  );
  return lines.join('\n');
}

/** SMS_TEMPLATES_FILE with the product's texts and empty ids, for the committee to fill in. */
export function templatesFileSkeleton(portalName: string, site?: string): string {
  const templates = Object.fromEntries(
    SMS_PURPOSES.map((purpose) => [
      purpose,
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          {
            text: registeredText(purpose, language, portalName, site),
            templateId: '',
            gatewayTemplateId: '',
          },
        ]),
      ),
    ]),
  );
  return `${JSON.stringify({ entityId: '', header: '', templates }, null, 2)}\n`;
}
