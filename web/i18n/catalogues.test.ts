import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type MessageCode, MSG, say } from '../../domain/messages';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { ur } from './locales/ur';

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

const english = flatten(en as unknown as Tree);
const translations = { hi: flatten(hi as unknown as Tree), ur: flatten(ur as unknown as Tree) };
const SCRIPTS = { hi: /[\u0900-\u097F]/, ur: /[\u0600-\u06FF]/ };
// Texts that are the same in every language: the code the SMS carries, and a web address's name (URL).
const SAME_IN_EVERY_LANGUAGE = new Set(['auth.otp', 'adminPlaces.url']);

describe('the Hindi and Urdu catalogues', () => {
  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language}: every English key has a text, and no key is left over`, () => {
      const missing = [...english.keys()].filter((k) => !catalogue.get(k)?.trim());
      const extra = [...catalogue.keys()].filter((k) => !english.has(k));
      expect(missing, `missing from ${language}`).toEqual([]);
      expect(extra, `not in English`).toEqual([]);
    });

    it(`${language}: every text keeps the English text's parameters`, () => {
      const wrong = [...english].filter(
        ([k, text]) => params(text).join() !== params(catalogue.get(k) ?? '').join(),
      );
      expect(wrong.map(([k]) => k)).toEqual([]);
    });

    it(`${language}: every text is written in the language's script, not left in English`, () => {
      const script = SCRIPTS[language as keyof typeof SCRIPTS];
      const untranslated = [...catalogue].filter(
        ([k, text]) => !SAME_IN_EVERY_LANGUAGE.has(k) && !script.test(text),
      );
      expect(untranslated.map(([k]) => k)).toEqual([]);
    });
  }

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
