import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '../../domain/languages';
import { SMS_PURPOSES } from '../../domain/sms';
import { templatesFileSkeleton } from '../sms/template-listing';

// Shared by the tests and the Playwright global setup: node only, no test framework.

/**
 * SMS_TEMPLATES_FILE as a committee fills it in: the texts `npm run sms:templates -- --json` prints, with the
 * ids DLT gave (template n: 120716000000000000n) and the gateway's own (`flow-<purpose>-<language>`).
 */
export function filledTemplatesFile(portalName = 'Anjuman') {
  const file = JSON.parse(templatesFileSkeleton(portalName));
  file.entityId = '1201160000000000001';
  file.header = 'ANJMAN';
  let n = 0;
  for (const purpose of SMS_PURPOSES)
    for (const language of LANGUAGES) {
      n += 1;
      file.templates[purpose][language].templateId = `${1207160000000000000n + BigInt(n)}`;
      file.templates[purpose][language].gatewayTemplateId = gatewayTemplateId(purpose, language);
    }
  return file as {
    entityId: string;
    header: string;
    templates: Record<
      string,
      Record<string, { text: string; templateId: string; gatewayTemplateId?: string }>
    >;
  };
}

export const gatewayTemplateId = (purpose: string, language: string) => `flow-${purpose}-${language}`;

/** Writes `file` (the filled-in one unless given) to a fresh folder; returns its path. */
export function writeTemplatesFile(file: unknown = filledTemplatesFile()): string {
  const path = join(mkdtempSync(join(tmpdir(), 'anjuman-sms-templates-')), 'sms-templates.json');
  writeFileSync(path, typeof file === 'string' ? file : JSON.stringify(file, null, 2));
  return path;
}

/** The copy MSG91 keeps of each template, by its template_id, with its variables named ##var1##, ##var2##… */
export function msg91Templates(file = filledTemplatesFile()): Record<string, string> {
  return Object.fromEntries(
    Object.values(file.templates).flatMap((byLanguage) =>
      Object.values(byLanguage).map((entry) => {
        let n = 0;
        return [entry.gatewayTemplateId!, entry.text.replaceAll('{#var#}', () => `##var${++n}##`)];
      }),
    ),
  );
}

/** MSG91's authkey in the tests and the journeys. */
export const TEST_MSG91_AUTH_KEY = 'test-msg91-authkey';
