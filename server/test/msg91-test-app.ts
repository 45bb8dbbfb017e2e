import type { FastifyBaseLogger } from 'fastify';
import { startFakeMsg91 } from './fakes/msg91';
import { startTestApp } from './harness';
import {
  filledTemplatesFile,
  msg91Templates,
  TEST_MSG91_AUTH_KEY,
  writeTemplatesFile,
} from './sms-templates-file';

/**
 * An app whose SMS go through MSG91's Flow API to a fake that checks each request as MSG91 documents it, with
 * the templates a committee registered (`templates`); `extraEnv` adds to its settings (the SMS budget, say),
 * and `logger` takes its log where a test reads it.
 */
export async function startMsg91TestApp(
  extraEnv: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
) {
  const templates = filledTemplatesFile();
  const fake = await startFakeMsg91({ authKey: TEST_MSG91_AUTH_KEY, templates: msg91Templates(templates) });
  const t = await startTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: TEST_MSG91_AUTH_KEY,
      MSG91_BASE_URL: fake.url,
      SMS_TEMPLATES_FILE: writeTemplatesFile(templates),
      ...extraEnv,
    },
    logger: options.logger,
  });
  return {
    t,
    fake,
    templates,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
