import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages';
import { SMS_PURPOSES } from '../../domain/sms';
import { smsSize } from '../../domain/sms-parts';
import { filledTemplatesFile, writeTemplatesFile } from '../test/sms-templates-file';
import { DLT_VARIABLE, DLT_VARIABLE_MAX, registeredText, TEMPLATE_VARIABLES } from './template-texts';
import { builtInTemplates, readTemplatesFile, renderSms, templatesFor } from './templates';

const PORTAL = 'Anjuman';

/**
 * The pattern an operator matches an SMS against: the registered text exactly, with 1 to 30 characters where
 * each variable goes.
 */
function dltPattern(registered: string): RegExp {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = registered.split(DLT_VARIABLE).map(literal).join(`(.{1,${DLT_VARIABLE_MAX}})`);
  return new RegExp(`^${body}$`, 'u');
}

const cases = SMS_PURPOSES.flatMap((purpose) => LANGUAGES.map((language) => ({ purpose, language })));

describe('every SMS template, in every language, with the longest real values', () => {
  it.each(cases)('$purpose in $language matches its registered text exactly', ({ purpose, language }) => {
    const longest = TEMPLATE_VARIABLES[purpose].map((v) => v.longest);
    const sms = renderSms(builtInTemplates(PORTAL), purpose, language, longest);
    const match = dltPattern(registeredText(purpose, language, PORTAL)).exec(sms.text);
    expect(match, sms.text).not.toBeNull();
    expect(match!.slice(1)).toEqual(longest);
    for (const variable of sms.variables) expect(variable.length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
  });

  it.each(LANGUAGES)('the OTP fits in one part in %s', (language) => {
    const sms = renderSms(builtInTemplates(PORTAL), 'otp', language, ['999999']);
    expect(sms.parts).toBe(1);
    expect(smsSize(sms.text).encoding).toBe(language === 'en' ? 'GSM-7' : 'UCS-2');
  });

  it("cuts an alert's 150-character title to the 30 characters a variable allows, and still matches", () => {
    const title = `Janaza prayer for Haji Abdul Rahman Qureshi ${'at the Jama Masjid '.repeat(6)}`.slice(
      0,
      150,
    );
    const sms = renderSms(builtInTemplates(PORTAL), 'alert', 'hi', [title]);
    expect(sms.variables[0]!.length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
    expect(sms.variables[0]!.startsWith('Janaza prayer for Haji Abd')).toBe(true);
    expect(sms.variables[0]!.endsWith('...')).toBe(true);
    // Cut, an English alert stays GSM-7: one part.
    expect(renderSms(builtInTemplates(PORTAL), 'alert', 'en', [title]).parts).toBe(1);
    expect(dltPattern(registeredText('alert', 'hi', PORTAL)).test(sms.text)).toBe(true);
  });
});

describe('SMS_TEMPLATES_FILE', () => {
  const write = (_name: string, value: unknown) => writeTemplatesFile(value);
  const filled = filledTemplatesFile;

  it('takes the filled-in file, with its ids on every template', () => {
    const { templates, problems } = readTemplatesFile(write('good.json', filled()), 'MSG91 id');
    expect(problems).toEqual([]);
    expect(templates!.otp.ur.dlt).toEqual({
      templateId: expect.stringMatching(/^\d{19}$/),
      entityId: '1201160000000000001',
      header: 'ANJMAN',
      gatewayTemplateId: 'flow-otp-ur',
    });
  });

  it('names each missing template and id', () => {
    const file = filled();
    delete file.templates.alert!.ur;
    delete file.templates.otp!.hi!.gatewayTemplateId;
    const { templates, problems } = readTemplatesFile(write('missing.json', file), "MSG91's template_id");
    expect(templates).toBeNull();
    expect(problems).toEqual([
      "SMS_TEMPLATES_FILE templates.otp.hi.gatewayTemplateId is missing (MSG91's template_id)",
      'SMS_TEMPLATES_FILE templates.alert.ur is missing (print it with npm run sms:templates)',
    ]);
  });

  it('refuses a text whose variables do not match what the SMS fills in', () => {
    const file = filled();
    file.templates.otp!.en!.text = 'Your code is {#var#}, valid {#var#} minutes';
    const { problems } = readTemplatesFile(write('vars.json', file), null);
    expect(problems).toEqual([
      'SMS_TEMPLATES_FILE templates.otp.en.text must have 1 {#var#} (the 6-digit code)',
    ]);
  });

  it('says what is wrong with an unreadable or malformed file', () => {
    expect(readTemplatesFile('/nonexistent/sms-templates.json', null).problems[0]).toMatch(/cannot be read/);
    expect(readTemplatesFile(write('bad.json', '{'), null).problems[0]).toMatch(/cannot be read/);
    const noHeader = { ...filled(), header: 'AB' };
    expect(readTemplatesFile(write('header.json', noHeader), null).problems).toEqual([
      'SMS_TEMPLATES_FILE header: a header is 6 letters or digits',
    ]);
  });

  it('is needed by a gateway that keeps its own templates, and by any real gateway in production', () => {
    expect(templatesFor('msg91', undefined, false, PORTAL).problems[0]).toMatch(
      /SMS_PROVIDER=msg91 needs SMS_TEMPLATES_FILE/,
    );
    expect(templatesFor('webhook', undefined, true, PORTAL).problems[0]).toMatch(/needs SMS_TEMPLATES_FILE/);
    expect(templatesFor('webhook', undefined, false, PORTAL).templates?.otp.en.text).toContain(PORTAL);
  });
});
