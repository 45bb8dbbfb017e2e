import { LANGUAGES, type Language } from '../../domain/languages';
import {
  fillWhatsAppText,
  WHATSAPP_LANGUAGE_CODES,
  WHATSAPP_TEMPLATE_NAMES,
  WHATSAPP_TEMPLATES,
  whatsappText,
} from './template-texts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi', ur: 'Urdu' };

/**
 * What `npm run whatsapp:templates` prints: each template to submit in Meta's WhatsApp Manager, per language,
 * with its category, what its parameters hold and the example values Meta's review asks for.
 */
export function whatsappTemplateListing(portalName: string): string {
  const lines: string[] = [
    `WhatsApp templates of ${portalName}: submit each one in Meta's WhatsApp Manager (Message templates),`,
    'under the name shown, in each language, with the category shown and the example values given.',
    '',
  ];
  for (const template of WHATSAPP_TEMPLATE_NAMES) {
    const spec = WHATSAPP_TEMPLATES[template];
    for (const language of LANGUAGES) {
      const text = whatsappText(template, language, portalName);
      const examples = spec.params.map((p) => p.example);
      lines.push(
        `── ${template} · ${LANGUAGE_NAMES[language]} (${WHATSAPP_LANGUAGE_CODES[language]}) · ${spec.category} · name ${spec.defaultName}`,
        text,
        ...spec.params.map((p, i) => `   {{${i + 1}}}: ${p.name} (example: ${p.example})`),
        `   as the member reads it: ${fillWhatsAppText(text, examples)}`,
      );
      if (spec.copyCodeButton) {
        lines.push(
          '   Meta writes this body itself: choose "Copy code", tick "Add security recommendation" and set the',
          '   expiry footer to 10 minutes; the button copies the code.',
        );
      }
      lines.push('');
    }
  }
  lines.push(
    'When Meta approves them, mark each one "approved": true in WHATSAPP_TEMPLATES_FILE;',
    '`npm run whatsapp:templates -- --json` prints that file with these names, ready to fill in.',
  );
  return lines.join('\n');
}

/** WHATSAPP_TEMPLATES_FILE with the product's names, none approved yet, for the committee to fill in. */
export function whatsappTemplatesFileSkeleton(approved = false): string {
  const templates = Object.fromEntries(
    WHATSAPP_TEMPLATE_NAMES.map((template) => [
      template,
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          {
            name: WHATSAPP_TEMPLATES[template].defaultName,
            language: WHATSAPP_LANGUAGE_CODES[language],
            approved,
          },
        ]),
      ),
    ]),
  );
  return `${JSON.stringify({ templates }, null, 2)}\n`;
}
