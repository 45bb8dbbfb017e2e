import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES } from '../../domain/languages';
import { whatsappTemplatesFileSkeleton } from '../whatsapp/template-listing';
import {
  WHATSAPP_LANGUAGE_CODES,
  WHATSAPP_TEMPLATE_NAMES,
  WHATSAPP_TEMPLATES,
} from '../whatsapp/template-texts';
import { type FakeTemplate, startFakeWhatsAppCloud } from './fakes/whatsapp-cloud';
import { startTestApp } from './harness';

// Shared by the tests and the Playwright global setup: node only, no test framework.

export const TEST_WHATSAPP = {
  token: 'EAAtest-whatsapp-system-user-token',
  phoneNumberId: '106540352242922',
  appSecret: 'test-whatsapp-app-secret',
  verifyToken: 'test-whatsapp-verify-token',
};

/** The templates Meta approved, as the fake knows them: every template of the portal, in every language. */
export function approvedFakeTemplates(): Record<string, FakeTemplate> {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_NAMES.map((t) => {
      const spec = WHATSAPP_TEMPLATES[t];
      return [
        spec.defaultName,
        {
          languages: LANGUAGES.map((l) => WHATSAPP_LANGUAGE_CODES[l]),
          params: spec.params.length,
          copyCode: spec.copyCodeButton,
        },
      ];
    }),
  );
}

/** WHATSAPP_TEMPLATES_FILE with every template approved, written to a fresh folder; returns its path. */
export function writeWhatsAppTemplatesFile(text: string = whatsappTemplatesFileSkeleton(true)): string {
  const path = join(mkdtempSync(join(tmpdir(), 'anjuman-whatsapp-templates-')), 'whatsapp-templates.json');
  writeFileSync(path, text);
  return path;
}

/** The settings of a portal whose WhatsApp goes to the fake Cloud API at `url`. */
export const whatsappEnv = (url: string): Record<string, string> => ({
  WHATSAPP_PROVIDER: 'meta',
  WHATSAPP_TOKEN: TEST_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: TEST_WHATSAPP.phoneNumberId,
  WHATSAPP_APP_SECRET: TEST_WHATSAPP.appSecret,
  WHATSAPP_VERIFY_TOKEN: TEST_WHATSAPP.verifyToken,
  WHATSAPP_BASE_URL: url,
  WHATSAPP_TEMPLATES_FILE: writeWhatsAppTemplatesFile(),
});

/** The fake Cloud API with the portal's templates approved. */
export const startApprovedFakeCloud = () =>
  startFakeWhatsAppCloud({ ...TEST_WHATSAPP, templates: approvedFakeTemplates() });

/**
 * An app whose WhatsApp goes through the Cloud API to a fake that checks each request as Meta documents it;
 * its SMS go to the console as in any test app. `extraEnv` adds to its settings.
 */
export async function startWhatsAppTestApp(
  extraEnv: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
) {
  const fake = await startApprovedFakeCloud();
  const t = await startTestApp({ env: { ...whatsappEnv(fake.url), ...extraEnv }, logger: options.logger });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
