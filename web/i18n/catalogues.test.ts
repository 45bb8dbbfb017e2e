import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type MessageCode, MSG, say } from '../../domain/messages';
import { en } from './locales/en';
import { enAdmin } from './locales/en-admin';
import { hi } from './locales/hi';
import { hiAdmin } from './locales/hi-admin';
import { ur } from './locales/ur';
import { urAdmin } from './locales/ur-admin';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key ('auth.sendOtp'). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

// A distinct value for every parameter any server text names, so a dropped or swapped one shows.
const EVERY_PARAMETER = Object.fromEntries(
  Object.values(MSG).flatMap((text) => params(text).map((name) => [name!, `<${name}>`])),
);

const SCRIPTS = { hi: /[\u0900-\u097F]/, ur: /[\u0600-\u06FF]/ };
// Texts that are the same in every language: the code the SMS carries, and a web address's name (URL).
const SAME_IN_EVERY_LANGUAGE = new Set([
  'auth.otp',
  'adminPlaces.url',
  'adminTreasury.mode.upi',
  'adminTreasury.receipts.pdf',
  // The channels' own names on the Messages page, as the gateways and the phone show them.
  'adminSms.channel.sms',
  'adminSms.channel.whatsapp',
]);

// The member texts load with the portal, the admin texts with the admin area; each half is whole on its own.
const PARTS = {
  member: { en, hi, ur },
  admin: { en: enAdmin, hi: hiAdmin, ur: urAdmin },
};

describe('the Hindi and Urdu catalogues', () => {
  for (const [part, catalogues] of Object.entries(PARTS)) {
    const english = flatten(catalogues.en as unknown as Tree);
    for (const language of ['hi', 'ur'] as const) {
      const catalogue = flatten(catalogues[language] as unknown as Tree);

      it(`${language}, ${part} texts: every English key has a text, and no key is left over`, () => {
        const missing = [...english.keys()].filter((k) => !catalogue.get(k)?.trim());
        const extra = [...catalogue.keys()].filter((k) => !english.has(k));
        expect(missing, `missing from ${language}`).toEqual([]);
        expect(extra, `not in English`).toEqual([]);
      });

      it(`${language}, ${part} texts: every text keeps the English text's parameters`, () => {
        const wrong = [...english].filter(
          ([k, text]) => params(text).join() !== params(catalogue.get(k) ?? '').join(),
        );
        expect(wrong.map(([k]) => k)).toEqual([]);
      });

      it(`${language}, ${part} texts: every text is in the language's script, not left in English`, () => {
        const untranslated = [...catalogue].filter(
          ([k, text]) => !SAME_IN_EVERY_LANGUAGE.has(k) && !SCRIPTS[language].test(text),
        );
        expect(untranslated.map(([k]) => k)).toEqual([]);
      });
    }
  }

  it('no section is in both the member and the admin texts, where loading one would overwrite the other', () => {
    const admin = new Set(Object.keys(enAdmin));
    expect(Object.keys(en).filter((section) => admin.has(section))).toEqual([]);
  });

  it('English shows every server message code as the server words it, parameters filled in', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const codes = new Set(Object.keys(MSG).map((key) => key.replace(/_(one|other)$/, '') as MessageCode));
    const differ: string[] = [];
    for (const code of codes) {
      // Count is tried as one and as many, so both forms of a counted text are compared.
      for (const count of [1, 7]) {
        const params = { ...EVERY_PARAMETER, count };
        const shown = (i18n.t as (key: string, options: object) => string)(`messages.${code}`, params);
        if (shown !== say(code, params).message) differ.push(`${code} (count ${count}): ${shown}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
