import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-guess';
import { groupHouseholds, type RowPerson } from './households';
import {
  normaliseMobile,
  type RegisterPerson,
  readAgeOrDob,
  readGender,
  readRegisterRow,
  readRelation,
} from './register-row';

const TODAY = '2026-12-04';

describe('guessMapping', () => {
  it('reads the headings committees write in English, Hindi and Urdu', () => {
    expect(
      guessMapping([
        'S. No.',
        'Name / नाम / نام',
        "Father's/Husband's name / पिता/पति का नाम / والد/شوہر کا نام",
        'Mobile / मोबाइल / موبائل',
        'Relation / रिश्ता / رشتہ',
        'Age or date of birth / उम्र / عمر / जन्म तिथि',
        'Gender / लिंग / جنس',
        'Address / पता / پتہ',
        'Household / Ghar no. / घर नं. / گھر نمبر',
      ]),
    ).toEqual({
      name: 'Name / नाम / نام',
      fatherName: "Father's/Husband's name / पिता/पति का नाम / والد/شوہر کا نام",
      mobile: 'Mobile / मोबाइल / موبائل',
      relation: 'Relation / रिश्ता / رشتہ',
      ageOrDob: 'Age or date of birth / उम्र / عمر / जन्म तिथि',
      gender: 'Gender / लिंग / جنس',
      address: 'Address / पता / پتہ',
      household: 'Household / Ghar no. / घर नं. / گھر نمبر',
    });
  });

  it('reads Hindi headings alone, and leaves a field no heading names empty', () => {
    expect(guessMapping(['घर नं.', 'नाम', 'पिता का नाम', 'उम्र', 'मोबाइल'])).toEqual({
      household: 'घर नं.',
      name: 'नाम',
      fatherName: 'पिता का नाम',
      ageOrDob: 'उम्र',
      mobile: 'मोबाइल',
      relation: null,
      gender: null,
      address: null,
    });
    expect(guessMapping(['نام', 'عمر', 'Village']).ageOrDob).toBe('عمر');
    expect(guessMapping(['Village', 'Colour']).name).toBeNull();
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    [9876543210, '9876543210'],
    ['९८७६५४३२१०', '9876543210'],
    ['98765 43210 / 91234 56789', '9876543210'],
  ])('%s is %s', (cell, mobile) => expect(normaliseMobile(cell)).toEqual({ mobile, invalid: false }));

  it.each(['987654321', '5876543210', 'none', '98765432101'])('%s is not a mobile number', (cell) =>
    expect(normaliseMobile(cell)).toEqual({ mobile: null, invalid: true }),
  );

  it('takes an empty cell as no number, without a problem', () =>
    expect(normaliseMobile('  ')).toEqual({ mobile: null, invalid: false }));
});

describe('readAgeOrDob', () => {
  it('makes an age 1 July of the year it implies, approximate', () => {
    expect(readAgeOrDob(35, TODAY)).toEqual({ dob: '1991-07-01', approximate: true, problem: null });
    expect(readAgeOrDob('40 साल', TODAY)).toMatchObject({ dob: '1986-07-01', approximate: true });
    expect(readAgeOrDob('۳۰ سال', TODAY)).toMatchObject({ dob: '1996-07-01', approximate: true });
    expect(readAgeOrDob('0', '2026-03-01')).toMatchObject({ dob: '2026-03-01', approximate: true });
  });

  it('reads the dates of Indian registers day first, and an Excel date cell', () => {
    expect(readAgeOrDob('05/03/1980', TODAY)).toEqual({
      dob: '1980-03-05',
      approximate: false,
      problem: null,
    });
    expect(readAgeOrDob('5-3-1980', TODAY)).toMatchObject({ dob: '1980-03-05' });
    expect(readAgeOrDob('1980-03-05', TODAY)).toMatchObject({ dob: '1980-03-05' });
    expect(readAgeOrDob(new Date(Date.UTC(1980, 2, 5)), TODAY)).toMatchObject({ dob: '1980-03-05' });
    expect(readAgeOrDob('1975', TODAY)).toMatchObject({ dob: '1975-07-01', approximate: true });
  });

  it('refuses an age past 120, a date that is no date, and a date in the future', () => {
    expect(readAgeOrDob(200, TODAY).problem).toBe('age');
    expect(readAgeOrDob('31/02/1980', TODAY).problem).toBe('dob');
    expect(readAgeOrDob('01/01/2030', TODAY).problem).toBe('dob');
    expect(readAgeOrDob('about forty', TODAY).problem).toBe('dob');
    expect(readAgeOrDob('', TODAY)).toEqual({ dob: null, approximate: false, problem: null });
  });
});

describe('readGender and readRelation', () => {
  it.each([
    ['M', 'male'],
    ['Female', 'female'],
    ['पुरुष', 'male'],
    ['महिला', 'female'],
    ['مرد', 'male'],
    ['عورت', 'female'],
  ])('%s is %s', (cell, gender) => expect(readGender(cell)).toEqual({ gender, unknown: false }));

  it('knows no third word', () => expect(readGender('X').unknown).toBe(true));

  it.each([
    ['Son', 'Son'],
    ['बेटी', 'Daughter'],
    ['بیوی', 'Wife'],
    ['पति', 'Husband'],
    ['بھائی', 'Brother'],
    ['Mother', 'Mother'],
  ])('%s is %s', (cell, relation) =>
    expect(readRelation(cell)).toEqual({ relation, head: false, unknown: false }),
  );

  it.each(['Self', 'Head of family', 'मुखिया', 'سربراہ'])('%s marks the head', (cell) =>
    expect(readRelation(cell)).toEqual({ relation: null, head: true, unknown: false }),
  );

  it('says when a relation is not one we know', () => expect(readRelation('Nephew').unknown).toBe(true));
});

describe('readRegisterRow', () => {
  it('names each problem by row and keeps the person without the bad value', () => {
    const read = readRegisterRow(
      7,
      { name: ' Ayesha  Khan ', mobile: '12345', ageOrDob: 200, gender: 'F' },
      false,
      TODAY,
    );
    expect(read.kind).toBe('person');
    if (read.kind !== 'person') return;
    expect(read.person).toMatchObject({ name: 'Ayesha Khan', mobile: null, dob: null, gender: 'female' });
    expect(read.problems.map((p) => p.messageCode)).toEqual([
      'registerRowMobileInvalid',
      'registerRowAgeInvalid',
    ]);
    expect(read.problems[0]).toMatchObject({ row: 7, messageParams: { row: 7, value: '12345' } });
  });

  it('tells a blank row from a row without a name', () => {
    expect(readRegisterRow(3, {}, true, TODAY)).toMatchObject({ kind: 'blank', problem: { row: 3 } });
    expect(readRegisterRow(4, { mobile: '9876543210' }, false, TODAY)).toMatchObject({
      kind: 'noName',
      problem: { messageCode: 'registerRowNameMissing' },
    });
  });
});

const person = (name: string, over: Partial<RegisterPerson> = {}): RegisterPerson => ({
  name,
  mobile: null,
  fatherName: null,
  relation: null,
  headMarked: false,
  relationBlank: false,
  dob: null,
  dobApproximate: false,
  gender: null,
  address: null,
  household: null,
  ...over,
});

describe('groupHouseholds', () => {
  it('groups by the household column, an empty cell joining the household above', () => {
    const rows: RowPerson[] = [
      { row: 2, person: person('A', { household: '1', relation: 'Son' }) },
      { row: 3, person: person('B', { household: '1', headMarked: true }) },
      { row: 4, person: person('C') },
      { row: 5, person: person('D', { household: '2' }) },
    ];
    const { households, orphans } = groupHouseholds(rows, true);
    expect(households.map((h) => h.people.map((p) => p.row))).toEqual([[2, 3, 4], [5]]);
    expect(households[0]!.head).toBe(1);
    expect(orphans).toEqual([]);
  });

  it('without one, puts consecutive rows under each head of family', () => {
    const rows: RowPerson[] = [
      { row: 2, person: person('Orphan', { relation: 'Son' }) },
      { row: 3, person: person('Head', { relationBlank: true }) },
      { row: 4, person: person('Wife', { relation: 'Wife' }) },
      { row: 5, person: person('Head 2', { headMarked: true }) },
      { row: 6, person: person('Head', { relationBlank: true }) },
    ];
    const { households, orphans } = groupHouseholds(rows, false);
    expect(households.map((h) => h.people.map((p) => p.row))).toEqual([[2], [3, 4], [5], [6]]);
    expect(orphans).toEqual([2]);
    // Two heads who read the same keep two households.
    expect(new Set(households.map((h) => h.key)).size).toBe(4);
  });
});
