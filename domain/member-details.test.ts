import { describe, expect, it } from 'vitest';
import { MEMBER_CATEGORIES } from './constants';
import { acceptFormData, otherInfoSchema } from './functions/members';
import {
  chosenDetails,
  DETAIL_FIELDS,
  detailIssues,
  fieldBelongs,
  fieldsOutsideCategory,
  levelHasCourse,
  levelInRange,
  nameDetails,
  type ReferenceValues,
} from './member-details';
import { MSG } from './messages';
import * as z from './zod';

describe('which detail fields belong to a category', () => {
  it('gives students goals, both student kinds the study fields, and workers the job fields', () => {
    expect(DETAIL_FIELDS.student).toEqual(expect.arrayContaining(['education', 'institution', 'goals']));
    expect(DETAIL_FIELDS['student-working']).toEqual(
      expect.arrayContaining(['education', 'institution', 'course', 'workType', 'desc1']),
    );
    expect(DETAIL_FIELDS['student-working']).not.toContain('goals');
    expect(DETAIL_FIELDS.working).not.toContain('education');
    expect(DETAIL_FIELDS['not working']).toEqual(['reason', 'qualification']);
  });

  it('accepts the names beside a category’s own ids, and institute for institution', () => {
    expect(fieldBelongs('student', 'educationName')).toBe(true);
    expect(fieldBelongs('student', 'institute')).toBe(true);
    expect(fieldBelongs('student', 'workTypeName')).toBe(false);
    expect(fieldBelongs('working', 'institute')).toBe(false);
    expect(fieldBelongs('not working', 'reasonName')).toBe(true);
  });

  it('refuses cat1 to cat3 and unknown keys in every category', () => {
    for (const category of MEMBER_CATEGORIES) {
      expect(fieldsOutsideCategory(category, { cat1: 'x', cat2: 'y', cat3: 'z', colour: 'red' })).toEqual([
        'cat1',
        'cat2',
        'cat3',
        'colour',
      ]);
    }
  });

  it('lets a cleared field of another category through: only filled values count', () => {
    expect(fieldsOutsideCategory('working', { goals: '', education: null, reason: undefined })).toEqual([]);
    expect(fieldsOutsideCategory('working', { goals: 'Doctor', reason: 2 })).toEqual(['goals', 'reason']);
  });
});

describe('education levels', () => {
  it('lie inside a range with both ends included', () => {
    const range = { start: 15, end: 16 };
    expect([14, 15, 16, 17].map((l) => levelInRange(l, range))).toEqual([false, true, true, false]);
  });

  it('ask for a course or subject at levels 11 to 21 only', () => {
    expect([10, 11, 21, 22].map(levelHasCourse)).toEqual([false, true, true, false]);
  });
});

describe('detail rules that need no reference values', () => {
  it('names each field outside the category', () => {
    expect(detailIssues('working', { workType: 2, goals: 'Doctor' })).toEqual([
      { path: ['details', 'goals'], message: MSG.detailNotForCategory },
    ]);
  });

  it('needs the education before its level', () => {
    expect(detailIssues('student', { educationLevel: 15 })).toEqual([
      { path: ['details', 'education'], message: MSG.educationChoose },
    ]);
  });

  it('takes a course or subject only at levels 11 to 21', () => {
    expect(
      detailIssues('student', { education: 7, educationLevel: 15, course: 'BSc', subject: 'Physics' }),
    ).toEqual([]);
    expect(detailIssues('student', { education: 4, educationLevel: 10, course: 'Science' })).toEqual([
      { path: ['details', 'course'], message: MSG.courseNotForLevel },
    ]);
    expect(detailIssues('student', { subject: 'Maths' })).toEqual([
      { path: ['details', 'subject'], message: MSG.courseNotForLevel },
    ]);
    // Outside the category, the field is refused for that reason alone.
    expect(detailIssues('working', { course: 'BSc' })).toEqual([
      { path: ['details', 'course'], message: MSG.detailNotForCategory },
    ]);
  });
});

describe('chosen details', () => {
  it('keeps the category’s filled fields, takes institute for institution, and drops client names', () => {
    expect(
      chosenDetails('student', {
        education: 7,
        educationName: 'Made up',
        institute: 'Jamia',
        goals: '',
        course: null,
      }),
    ).toEqual({ education: 7, institution: 'Jamia' });
  });

  it('prefers institution when both spellings are sent', () => {
    expect(chosenDetails('student', { institute: 'A', institution: 'B' })).toEqual({ institution: 'B' });
  });
});

const refs: ReferenceValues = {
  education: new Map([
    [4, { name: 'Secondary', range: { start: 9, end: 10 } }],
    [7, { name: 'Undergraduate', range: { start: 15, end: 16 } }],
  ]),
  educationLevel: new Map([
    [10, 'Class 10'],
    [15, "Bachelor's degree"],
  ]),
  workType: new Map([[2, 'Private job']]),
  reason: new Map([[1, 'Homemaker']]),
};

describe('naming details from the reference values', () => {
  it('writes each name beside its id', () => {
    expect(
      nameDetails({ education: 7, educationLevel: 15, workType: 2, institution: 'Jamia' }, refs),
    ).toEqual({
      details: {
        education: 7,
        educationName: 'Undergraduate',
        educationLevel: 15,
        educationLevelName: "Bachelor's degree",
        workType: 2,
        workTypeName: 'Private job',
        institution: 'Jamia',
      },
    });
    expect(nameDetails({ reason: 1 }, refs)).toEqual({ details: { reason: 1, reasonName: 'Homemaker' } });
  });

  it('refuses a level outside its education’s range', () => {
    expect(nameDetails({ education: 4, educationLevel: 15 }, refs)).toEqual({
      issues: [{ path: ['details', 'educationLevel'], message: MSG.levelOutsideEducation }],
    });
  });

  it('refuses ids that are not in their list', () => {
    expect(nameDetails({ education: 99, educationLevel: 98, workType: 97, reason: 96 }, refs)).toEqual({
      issues: [
        { path: ['details', 'education'], message: MSG.educationChoose },
        { path: ['details', 'educationLevel'], message: MSG.educationLevelChoose },
        { path: ['details', 'workType'], message: MSG.workTypeChoose },
        { path: ['details', 'reason'], message: MSG.reasonChoose },
      ],
    });
  });
});

const messages = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the other-details fields of updateOtherInfo', () => {
  it('needs one of the four categories', () => {
    expect(messages(otherInfoSchema, { details: {} })).toEqual([['category', MSG.categoryRequired]]);
    expect(messages(otherInfoSchema, { category: 'retired' })).toEqual([['category', MSG.categoryRequired]]);
  });

  it('refuses ids that are not whole positive numbers, and long texts', () => {
    expect(messages(otherInfoSchema, { category: 'student', details: { education: 'seven' } })).toEqual([
      ['details.education', MSG.educationChoose],
    ]);
    expect(messages(otherInfoSchema, { category: 'working', details: { workType: 2.5 } })).toEqual([
      ['details.workType', MSG.workTypeChoose],
    ]);
    expect(messages(otherInfoSchema, { category: 'not working', details: { reason: -1 } })).toEqual([
      ['details.reason', MSG.reasonChoose],
    ]);
    expect(
      messages(otherInfoSchema, { category: 'working', details: { position: 'x'.repeat(501) } }),
    ).toEqual([['details.position', MSG.detailTooLong]]);
  });

  it('trims texts and accepts an absent details', () => {
    expect(
      z.parse(otherInfoSchema, { category: 'working', details: { position: '  Clerk ' } }),
    ).toMatchObject({
      category: 'working',
      details: { position: 'Clerk' },
    });
    expect(z.safeParse(otherInfoSchema, { category: 'not working' }).success).toBe(true);
  });
});

describe('updateOtherInfo input', () => {
  it('takes the spec’s formData wrapper as well as the fields themselves', () => {
    const form = { category: 'student', details: { education: 7, institute: 'Jamia' } };
    const plain = z.parse(otherInfoSchema, { userId: 'me', parentId: null, ...form });
    expect(z.parse(otherInfoSchema, { userId: 'me', parentId: null, formData: form })).toEqual(plain);
    expect(plain).toEqual({
      userId: 'me',
      parentId: null,
      category: 'student',
      details: { education: 7, institution: 'Jamia' },
    });
  });

  it('lets the top level win over formData, and leaves other inputs alone', () => {
    expect(acceptFormData({ category: 'working', formData: { category: 'student', details: {} } })).toEqual({
      category: 'working',
      details: {},
    });
    expect(acceptFormData(null)).toBeNull();
    expect(acceptFormData([1])).toEqual([1]);
  });

  it('needs a family member’s id in userId when parentId is set', () => {
    expect(messages(otherInfoSchema, { parentId: 'me', category: 'student' })).toEqual([
      ['userId', MSG.invalidId],
    ]);
    expect(messages(otherInfoSchema, { parentId: 'me', userId: 'not-an-id', category: 'student' })).toEqual([
      ['userId', MSG.invalidId],
    ]);
  });
});
