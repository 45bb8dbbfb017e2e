import { z } from 'zod';
import { LANGUAGES, type Language } from '../../domain/languages';
import { SMS_PURPOSES, type SmsPurpose } from '../../domain/sms';
import { smsSize } from '../../domain/sms-parts';
import { readSettingsFile } from '../lib/settings-file';
import type { DltRegistration } from './provider';
import { DLT_VARIABLE, DLT_VARIABLE_MAX, registeredText, TEMPLATE_VARIABLES } from './template-texts';

/** One template as registered on DLT: its exact text with `{#var#}`, and the ids that go with it. */
export type TemplateRegistration = { text: string; dlt: DltRegistration };

/** Every template the portal may send, by purpose and language. */
export type SmsTemplates = Record<SmsPurpose, Record<Language, TemplateRegistration>>;

/** An SMS rendered from its template: what the gateway is handed. */
export type RenderedSms = { text: string; variables: string[]; dlt: DltRegistration; parts: number };

const digits = (what: string) => z.string().regex(/^\d{10,25}$/, `${what} must be the digits DLT gave`);
const header = z.string().regex(/^[A-Za-z0-9]{6}$/, 'a header is 6 letters or digits');

const registrationSchema = z.object({
  text: z.string().min(1),
  templateId: digits('templateId'),
  // Left empty by the skeleton for a gateway that needs none; a gateway that does names it missing below.
  gatewayTemplateId: z.string().optional(),
  header: header.optional(),
});

/** SMS_TEMPLATES_FILE, as `npm run sms:templates -- --json` writes it for the committee to fill in. */
const fileSchema = z.object({
  entityId: digits('entityId'),
  header,
  templates: z.record(z.string(), z.record(z.string(), registrationSchema)),
});

/** The product's own texts with no DLT ids: only for the console and a developer's webhook. */
export function builtInTemplates(portalName: string, site?: string): SmsTemplates {
  const unregistered: DltRegistration = {
    templateId: 'unregistered',
    entityId: 'unregistered',
    header: 'ANJMAN',
    gatewayTemplateId: null,
  };
  return mapTemplates((purpose, language) => ({
    text: registeredText(purpose, language, portalName, site),
    dlt: unregistered,
  }));
}

function mapTemplates(make: (purpose: SmsPurpose, language: Language) => TemplateRegistration): SmsTemplates {
  const byPurpose = (purpose: SmsPurpose) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, make(purpose, l)])) as Record<Language, TemplateRegistration>;
  return Object.fromEntries(SMS_PURPOSES.map((p) => [p, byPurpose(p)])) as SmsTemplates;
}

const variableCount = (text: string) => text.split(DLT_VARIABLE).length - 1;

/**
 * Reads SMS_TEMPLATES_FILE and says what is wrong or missing, naming the template and the language: a gateway
 * with a template missing would have that SMS dropped by the operator, so a production portal refuses it.
 * `needsGatewayIds` for a gateway that keeps its own copy of each template (MSG91, Fast2SMS).
 */
export function readTemplatesFile(
  path: string,
  needsGatewayIds: string | null,
): { templates: SmsTemplates | null; problems: string[] } {
  const read = readSettingsFile('SMS_TEMPLATES_FILE', path, fileSchema);
  if (read.problems) return { templates: null, problems: read.problems };
  const file = read.data;
  const problems: string[] = [];
  for (const purpose of SMS_PURPOSES) {
    for (const language of LANGUAGES) {
      const entry = file.templates[purpose]?.[language];
      const name = `SMS_TEMPLATES_FILE templates.${purpose}.${language}`;
      if (!entry) {
        problems.push(`${name} is missing (print it with npm run sms:templates)`);
        continue;
      }
      const wanted = TEMPLATE_VARIABLES[purpose].length;
      if (variableCount(entry.text) !== wanted)
        problems.push(`${name}.text must have ${wanted} ${DLT_VARIABLE} (${variableNames(purpose)})`);
      if (needsGatewayIds && !entry.gatewayTemplateId)
        problems.push(`${name}.gatewayTemplateId is missing (${needsGatewayIds})`);
    }
  }
  if (problems.length > 0) return { templates: null, problems };
  return {
    templates: mapTemplates((purpose, language) => {
      const entry = file.templates[purpose]![language]!;
      return {
        text: entry.text,
        dlt: {
          templateId: entry.templateId,
          entityId: file.entityId,
          header: entry.header ?? file.header,
          gatewayTemplateId: entry.gatewayTemplateId || null,
        },
      };
    }),
    problems: [],
  };
}

const variableNames = (purpose: SmsPurpose) => TEMPLATE_VARIABLES[purpose].map((v) => v.name).join(', ');

/**
 * A value as a DLT variable may carry it: one line, at most 30 characters, cut with three dots (the one
 * character '…' is not in GSM-7, and would turn a whole English SMS into UCS-2 at twice the parts).
 */
export function dltVariable(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length <= DLT_VARIABLE_MAX ? line : `${line.slice(0, DLT_VARIABLE_MAX - 3).trimEnd()}...`;
}

/** Puts the values in the template's variables, in order, and counts the parts the result costs. */
export function renderSms(
  templates: SmsTemplates,
  purpose: SmsPurpose,
  language: Language,
  values: readonly string[],
): RenderedSms {
  const { text, dlt } = templates[purpose][language];
  const variables = values.map(dltVariable);
  let i = 0;
  const rendered = text.replaceAll(DLT_VARIABLE, () => variables[i++] ?? '');
  return { text: rendered, variables, dlt, parts: smsSize(rendered).parts };
}

/** The gateways that keep their own copy of each template, and what they call its id. */
const GATEWAY_TEMPLATE_IDS: Record<string, string> = {
  msg91: "MSG91's template_id of this template",
  fast2sms: 'the Fast2SMS message id of this DLT template',
};

/**
 * The templates a portal sends with: SMS_TEMPLATES_FILE, which a real gateway in production must have (an
 * operator drops any SMS that matches no registered template), or else the product's own texts, enough for
 * the console and a developer's webhook.
 */
export function templatesFor(
  provider: string,
  path: string | undefined,
  production: boolean,
  portalName: string,
  site?: string,
): { templates: SmsTemplates | null; problems: string[] } {
  const gatewayIds = GATEWAY_TEMPLATE_IDS[provider] ?? null;
  if (path) return readTemplatesFile(path, gatewayIds);
  if (gatewayIds || (production && provider !== 'console')) {
    return {
      templates: null,
      problems: [
        `SMS_PROVIDER=${provider} needs SMS_TEMPLATES_FILE: every SMS in India must match a template registered on DLT (npm run sms:templates prints them)`,
      ],
    };
  }
  return { templates: builtInTemplates(portalName, site), problems: [] };
}
