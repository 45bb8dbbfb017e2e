import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CategorySeed, defaultCategories } from '../../domain/default-categories';
import {
  education,
  educationLevels,
  notWorkStudy,
  type ReferenceKind,
  workTypes,
} from '../../domain/reference-values';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { ur } from './locales/ur';
import { referenceNames } from './reference-names';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { translation: en }, hi: { translation: hi }, ur: { translation: ur } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  }),
);
const namesIn = (language: string) => referenceNames(i18n.getFixedT(language));

// Every value getValues serves (the seeded lists), by the id that is stored, with its English text.
const SEEDED: [ReferenceKind, number, string][] = [
  ...education.map((e) => ['education', e.levelId, e.levelName] as [ReferenceKind, number, string]),
  ...educationLevels.map(
    (l) => ['educationLevel', l.levelId, l.levelName] as [ReferenceKind, number, string],
  ),
  ...workTypes.map((w) => ['workType', w.workTypeId, w.workType] as [ReferenceKind, number, string]),
  ...notWorkStudy.map((r) => ['reason', r.reasonId, r.reason] as [ReferenceKind, number, string]),
];
const flat = (nodes: readonly CategorySeed[]): CategorySeed[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const CATEGORIES = flat(defaultCategories).map((c) => c.name);
const SCRIPTS = { hi: /[\u0900-\u097F]/, ur: /[\u0600-\u06FF]/ } as const;

describe('reference values and default categories in three languages', () => {
  it('English shows each exactly as seeded', () => {
    const names = namesIn('en');
    for (const [kind, id, text] of SEEDED) expect(names.value(kind, id, 'server')).toBe(text);
    for (const name of CATEGORIES) expect(names.category(name)).toBe(name);
  });

  for (const language of ['hi', 'ur'] as const) {
    it(`${language}: every seeded value and default category has its own translation`, () => {
      const names = namesIn(language);
      const untranslated = [
        ...SEEDED.filter(([kind, id]) => !SCRIPTS[language].test(names.value(kind, id, ''))).map(
          ([kind, id, text]) => `${kind} ${id} ${text}`,
        ),
        ...CATEGORIES.filter((name) => !SCRIPTS[language].test(names.category(name))),
      ];
      expect(untranslated).toEqual([]);
    });
  }

  it('finds a value by its stored id, whether a number or the text of one', () => {
    const names = namesIn('hi');
    expect(names.value('education', 7, 'Undergraduate')).toBe('स्नातक (ग्रेजुएशन)');
    expect(names.value('workType', '2', 'Private job')).toBe('प्राइवेट नौकरी');
    expect(namesIn('ur').value('reason', 1, 'Homemaker')).toBe('خانہ داری');
  });

  it('shows what the server said for an id it does not know, or no id', () => {
    const names = namesIn('hi');
    expect(names.value('education', 999, 'A new value')).toBe('A new value');
    expect(names.value('education', null, 'Stored name')).toBe('Stored name');
    expect(names.value('education', '', 'Stored name')).toBe('Stored name');
  });

  it("keeps an admin's own category, and a default one the admin renamed, as the admin wrote it", () => {
    const names = namesIn('ur');
    expect(names.category('Education')).toBe('تعلیم');
    expect(names.category('Quran Competition')).toBe('Quran Competition');
    expect(names.category('Education & Schools')).toBe('Education & Schools');
    expect(names.category('education')).toBe('education');
  });

  it('default category names are unique in the whole tree, so a name tells which one it is', () => {
    expect(new Set(CATEGORIES).size).toBe(CATEGORIES.length);
  });
});
