import { z } from 'zod';
import { LANGUAGES, type Language } from '../../domain/languages';
import { readSettingsFile } from '../lib/settings-file';
import {
  WHATSAPP_LANGUAGE_CODES,
  WHATSAPP_TEMPLATE_NAMES,
  WHATSAPP_TEMPLATES,
  type WhatsAppCategory,
  type WhatsAppTemplateName,
} from './template-texts';

/** One approved template as Meta knows it: the name it was submitted under and its language code there. */
export type WhatsAppRegistration = { name: string; languageCode: string };

/** Every template the portal may send, by name and language, as WHATSAPP_TEMPLATES_FILE names them. */
export type WhatsAppTemplates = Record<WhatsAppTemplateName, Record<Language, WhatsAppRegistration>>;

/** A message rendered from its template: what the gateway is handed. */
export type RenderedWhatsApp = {
  template: WhatsAppTemplateName;
  category: WhatsAppCategory;
  name: string;
  languageCode: string;
  params: string[];
  /** The code for the copy-code button of an authentication template; null for any other. */
  copyCode: string | null;
};

const registrationSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'a template name is lower-case letters, digits and _'),
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a language code such as en, hi, ur or en_US'),
  approved: z.boolean(),
});

/** WHATSAPP_TEMPLATES_FILE, as `npm run whatsapp:templates -- --json` writes it for the committee to fill in. */
const fileSchema = z.object({
  templates: z.record(z.string(), z.record(z.string(), registrationSchema)),
});

function mapTemplates(
  make: (template: WhatsAppTemplateName, language: Language) => WhatsAppRegistration,
): WhatsAppTemplates {
  const byName = (t: WhatsAppTemplateName) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, make(t, l)])) as Record<Language, WhatsAppRegistration>;
  return Object.fromEntries(WHATSAPP_TEMPLATE_NAMES.map((t) => [t, byName(t)])) as WhatsAppTemplates;
}

/** The product's own names, unreviewed: for development against a fake, never production. */
export function builtInWhatsAppTemplates(): WhatsAppTemplates {
  return mapTemplates((t, l) => ({
    name: WHATSAPP_TEMPLATES[t].defaultName,
    languageCode: WHATSAPP_LANGUAGE_CODES[l],
  }));
}

/**
 * Reads WHATSAPP_TEMPLATES_FILE and says what is missing or not approved, naming the template and the
 * language: Meta refuses a template it has not approved, so a production portal refuses to start without.
 */
export function readWhatsAppTemplatesFile(path: string): {
  templates: WhatsAppTemplates | null;
  problems: string[];
} {
  const read = readSettingsFile('WHATSAPP_TEMPLATES_FILE', path, fileSchema);
  if (read.problems) return { templates: null, problems: read.problems };
  const file = read.data;
  const problems: string[] = [];
  for (const template of WHATSAPP_TEMPLATE_NAMES) {
    for (const language of LANGUAGES) {
      const entry = file.templates[template]?.[language];
      const name = `WHATSAPP_TEMPLATES_FILE templates.${template}.${language}`;
      if (!entry) problems.push(`${name} is missing (print it with npm run whatsapp:templates)`);
      else if (!entry.approved) problems.push(`${name} is not approved by Meta yet`);
    }
  }
  if (problems.length > 0) return { templates: null, problems };
  return {
    templates: mapTemplates((t, l) => {
      const entry = file.templates[t]![l]!;
      return { name: entry.name, languageCode: entry.language };
    }),
    problems: [],
  };
}

/**
 * The templates a portal with WhatsApp on sends: WHATSAPP_TEMPLATES_FILE, which production must have, or
 * else the product's own names for a developer's fake. Null when WhatsApp is off.
 */
export function whatsappTemplatesFor(
  provider: string | null,
  path: string | undefined,
  production: boolean,
): { templates: WhatsAppTemplates | null; problems: string[] } {
  if (provider === null) return { templates: null, problems: [] };
  if (path) return readWhatsAppTemplatesFile(path);
  if (production) {
    return {
      templates: null,
      problems: [
        `WHATSAPP_PROVIDER=${provider} needs WHATSAPP_TEMPLATES_FILE: Meta sends only templates it approved (npm run whatsapp:templates prints them)`,
      ],
    };
  }
  return { templates: builtInWhatsAppTemplates(), problems: [] };
}

/** Longest a parameter may be: Meta caps a body at 1024 characters, and a title longer than this helps no one. */
export const WHATSAPP_PARAM_MAX = 200;

/**
 * A value as a parameter may carry it: Meta refuses one with a new line, a tab or more than four spaces in a
 * row, so it becomes one line, cut with '…' past WHATSAPP_PARAM_MAX.
 */
export function whatsappParam(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length <= WHATSAPP_PARAM_MAX ? line : `${line.slice(0, WHATSAPP_PARAM_MAX - 1).trimEnd()}…`;
}

/** The message of a template in a language, with its parameters (as many as the template has) in order. */
export function renderWhatsApp(
  templates: WhatsAppTemplates,
  template: WhatsAppTemplateName,
  language: Language,
  values: readonly string[],
): RenderedWhatsApp {
  const spec = WHATSAPP_TEMPLATES[template];
  if (values.length !== spec.params.length) {
    throw new Error(
      `WhatsApp template ${template} takes ${spec.params.length} parameters, not ${values.length}`,
    );
  }
  const { name, languageCode } = templates[template][language];
  const params = values.map(whatsappParam);
  return {
    template,
    category: spec.category,
    name,
    languageCode,
    params,
    copyCode: spec.copyCodeButton ? (params[0] ?? null) : null,
  };
}
