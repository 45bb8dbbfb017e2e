// Reference values served by getValues (education, education levels, work types, reasons for neither).
// Seeded on every start, in English; the web shows
// each in the reader's language by its kind and id (`referenceValues.<kind>.<id>` in web/i18n/locales), so
// an id never changes meaning and a stored name stays English.
//
// Level ids are chosen so that the spec's rule holds exactly: levels 11 to 21 (inclusive) are the ones that
// need a course or subject (class 11-12 stream, ITI trade, diploma branch, degree subject, research field).
// Classes 1 to 10 are levels 1 to 10, so a school class and its level id are the same number. Pre-primary,
// Quran and Islamic studies, and "Other" sit at 22 and above, where no course/subject is asked.
// An education choice offers the levels whose levelId lies in levelRange.start..levelRange.end inclusive.

export type EducationSeed = {
  levelId: number;
  levelName: string;
  levelRange: { start: number; end: number };
};
export type EducationLevelSeed = { levelId: number; levelName: string };
export type WorkTypeSeed = { workTypeId: number; workType: string };
export type ReasonSeed = { reasonId: number; reason: string };

export const education: EducationSeed[] = [
  { levelId: 1, levelName: 'Pre-primary (Nursery / LKG / UKG)', levelRange: { start: 22, end: 22 } },
  { levelId: 2, levelName: 'Primary School (Class 1-5)', levelRange: { start: 1, end: 5 } },
  { levelId: 3, levelName: 'Middle School (Class 6-8)', levelRange: { start: 6, end: 8 } },
  { levelId: 4, levelName: 'Secondary (SSC, Class 9-10)', levelRange: { start: 9, end: 10 } },
  { levelId: 5, levelName: 'Higher Secondary (HSC, Class 11-12)', levelRange: { start: 11, end: 12 } },
  { levelId: 6, levelName: 'Diploma / ITI', levelRange: { start: 13, end: 14 } },
  { levelId: 7, levelName: 'Undergraduate', levelRange: { start: 15, end: 16 } },
  { levelId: 8, levelName: 'Postgraduate', levelRange: { start: 17, end: 19 } },
  { levelId: 9, levelName: 'Doctorate / Research', levelRange: { start: 20, end: 21 } },
  { levelId: 10, levelName: 'Quran Education (Maktab / Hifz)', levelRange: { start: 23, end: 26 } },
  { levelId: 11, levelName: 'Islamic Scholarship (Alim / Mufti)', levelRange: { start: 27, end: 29 } },
  { levelId: 12, levelName: 'Other', levelRange: { start: 30, end: 30 } },
];

export const educationLevels: EducationLevelSeed[] = [
  // School: level id = class.
  { levelId: 1, levelName: 'Class 1' },
  { levelId: 2, levelName: 'Class 2' },
  { levelId: 3, levelName: 'Class 3' },
  { levelId: 4, levelName: 'Class 4' },
  { levelId: 5, levelName: 'Class 5' },
  { levelId: 6, levelName: 'Class 6' },
  { levelId: 7, levelName: 'Class 7' },
  { levelId: 8, levelName: 'Class 8' },
  { levelId: 9, levelName: 'Class 9' },
  { levelId: 10, levelName: 'Class 10 (SSC)' },
  // 11..21: a course or subject is asked.
  { levelId: 11, levelName: 'Class 11 (Science / Commerce / Arts)' },
  { levelId: 12, levelName: 'Class 12 (HSC)' },
  { levelId: 13, levelName: 'ITI (trade certificate)' },
  { levelId: 14, levelName: 'Diploma (Polytechnic)' },
  { levelId: 15, levelName: "Bachelor's degree (BA / BSc / BCom / BCA / BBA)" },
  { levelId: 16, levelName: 'Professional degree (BE / BTech / MBBS / BUMS / LLB / BEd)' },
  { levelId: 17, levelName: 'Postgraduate diploma (PGD)' },
  { levelId: 18, levelName: "Master's degree (MA / MSc / MCom / MCA)" },
  { levelId: 19, levelName: "Professional master's (MBA / MTech / MD / MS / LLM / MEd)" },
  { levelId: 20, levelName: 'MPhil' },
  { levelId: 21, levelName: 'PhD' },
  // 22 and above: no course or subject.
  { levelId: 22, levelName: 'Nursery / LKG / UKG' },
  { levelId: 23, levelName: 'Maktab (Deeniyat)' },
  { levelId: 24, levelName: 'Nazira Quran' },
  { levelId: 25, levelName: 'Hifz (Hafiz-e-Quran)' },
  { levelId: 26, levelName: 'Tajweed / Qirat (Qari)' },
  { levelId: 27, levelName: 'Alim (Alimiyat)' },
  { levelId: 28, levelName: 'Fazil (Fazilat)' },
  { levelId: 29, levelName: 'Mufti (Ifta)' },
  { levelId: 30, levelName: 'Other' },
];

export const workTypes: WorkTypeSeed[] = [
  { workTypeId: 1, workType: 'Government job' },
  { workTypeId: 2, workType: 'Private job' },
  { workTypeId: 3, workType: 'Business / Self-employed' },
  { workTypeId: 4, workType: 'Shop / Trade' },
  { workTypeId: 5, workType: 'Professional (doctor, lawyer, engineer, CA)' },
  { workTypeId: 6, workType: 'Teaching' },
  { workTypeId: 7, workType: 'Imam / Muezzin / Madrasa teacher' },
  { workTypeId: 8, workType: 'Skilled trade (tailor, electrician, carpenter, mechanic)' },
  { workTypeId: 9, workType: 'Driver' },
  { workTypeId: 10, workType: 'Daily wage labour' },
  { workTypeId: 11, workType: 'Farming' },
  { workTypeId: 12, workType: 'Home-based work' },
  { workTypeId: 13, workType: 'Other' },
];

export const notWorkStudy: ReasonSeed[] = [
  { reasonId: 1, reason: 'Homemaker' },
  { reasonId: 2, reason: 'Retired' },
  { reasonId: 3, reason: 'Looking for work' },
  { reasonId: 4, reason: 'Illness or disability' },
  { reasonId: 5, reason: 'Caring for family' },
  { reasonId: 6, reason: 'Left studies (dropped out)' },
  { reasonId: 7, reason: 'Child below school age' },
  { reasonId: 8, reason: 'Other' },
];

/** The kinds of reference value, as the catalogues key their texts. */
export type ReferenceKind = 'education' | 'educationLevel' | 'workType' | 'reason';

const byId = <T>(list: readonly T[], id: (v: T) => number, name: (v: T) => string) =>
  Object.fromEntries(list.map((v) => [String(id(v)), name(v)])) as Record<string, string>;

/** Every reference value's English text by kind and id: the English catalogue's `referenceValues`. */
export const REFERENCE_VALUE_TEXTS: Record<ReferenceKind, Record<string, string>> = {
  education: byId(
    education,
    (e) => e.levelId,
    (e) => e.levelName,
  ),
  educationLevel: byId(
    educationLevels,
    (e) => e.levelId,
    (e) => e.levelName,
  ),
  workType: byId(
    workTypes,
    (w) => w.workTypeId,
    (w) => w.workType,
  ),
  reason: byId(
    notWorkStudy,
    (r) => r.reasonId,
    (r) => r.reason,
  ),
};
