import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { writeWhatsAppTemplatesFile } from '../test/whatsapp-test-app';
import { whatsappTemplateListing, whatsappTemplatesFileSkeleton } from './template-listing';
import { WHATSAPP_TEMPLATE_NAMES, WHATSAPP_TEMPLATES } from './template-texts';
import { readWhatsAppConfig } from './whatsapp-config';

const meta = {
  WHATSAPP_PROVIDER: 'meta',
  WHATSAPP_TOKEN: 'EAAsecret-token-never-in-a-problem',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-token',
};

describe('the WhatsApp settings', () => {
  it('leave WhatsApp off when WHATSAPP_PROVIDER is unset', () => {
    expect(readWhatsAppConfig({})).toEqual({ config: null, pricePerMessage: 0.115, problems: [] });
  });

  it("default to Meta's Graph API and name each missing setting, never a secret", () => {
    const { config } = readWhatsAppConfig(meta);
    expect(config).toMatchObject({
      provider: 'meta',
      baseUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
    });
    const { problems } = readWhatsAppConfig({
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_TOKEN: meta.WHATSAPP_TOKEN,
    });
    expect(problems).toEqual([
      'WHATSAPP_PROVIDER=meta needs WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_PROVIDER=meta needs WHATSAPP_APP_SECRET',
      'WHATSAPP_PROVIDER=meta needs WHATSAPP_VERIFY_TOKEN',
    ]);
    expect(readWhatsAppConfig({ WHATSAPP_PROVIDER: 'msg91' }).problems).toEqual([
      'WHATSAPP_PROVIDER=msg91 needs MSG91_WHATSAPP_NUMBER',
      'WHATSAPP_PROVIDER=msg91 needs MSG91_AUTH_KEY',
    ]);
  });

  it('refuse to start in production while a template is missing or not approved', () => {
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'console', ...meta };
    const start = (file?: string) => () =>
      loadConfig({ ...production, ...(file ? { WHATSAPP_TEMPLATES_FILE: file } : {}) });
    expect(start()).toThrow(/WHATSAPP_PROVIDER=meta needs WHATSAPP_TEMPLATES_FILE/);
    const unapproved = writeWhatsAppTemplatesFile(whatsappTemplatesFileSkeleton(false));
    expect(start(unapproved)).toThrow(/templates\.signInCode\.en is not approved by Meta yet/);
    const file = JSON.parse(whatsappTemplatesFileSkeleton(true));
    delete file.templates.receipt.ur;
    const missing = writeWhatsAppTemplatesFile(JSON.stringify(file));
    expect(start(missing)).toThrow(ConfigError);
    expect(start(missing)).toThrow(/templates\.receipt\.ur is missing/);
    expect(start(missing)).not.toThrow(/EAAsecret/);
  });

  it('turn WhatsApp on in development with the product names', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...meta });
    expect(config.whatsappEnabled).toBe(true);
    expect(config.whatsappTemplates?.signInCode.hi).toEqual({ name: 'sign_in_code', languageCode: 'hi' });
  });
});

describe('npm run whatsapp:templates', () => {
  const listing = whatsappTemplateListing('Anjuman');

  it('prints every template in three languages with its category, parameters and examples', () => {
    for (const name of WHATSAPP_TEMPLATE_NAMES) {
      const spec = WHATSAPP_TEMPLATES[name];
      for (const language of ['English (en)', 'Hindi (hi)', 'Urdu (ur)'])
        expect(listing).toContain(`── ${name} · ${language} · ${spec.category} · name ${spec.defaultName}`);
      for (const param of spec.params) expect(listing).toContain(`(example: ${param.example})`);
    }
  });

  it('writes no utility body that starts or ends with a parameter, which Meta refuses', () => {
    for (const name of WHATSAPP_TEMPLATE_NAMES) {
      if (WHATSAPP_TEMPLATES[name].category !== 'utility') continue;
      for (const text of Object.values(WHATSAPP_TEMPLATES[name].texts)) {
        expect(text, name).not.toMatch(/^\{\{\d+\}\}|\{\{\d+\}\}$/);
        expect(text.match(/\{\{\d+\}\}/g)).toHaveLength(WHATSAPP_TEMPLATES[name].params.length);
      }
    }
  });
});
