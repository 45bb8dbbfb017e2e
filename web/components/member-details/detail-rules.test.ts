import { describe, expect, it } from 'vitest';
import { MEMBER_CATEGORIES } from '../../../domain/constants';
import { DETAIL_FIELDS } from '../../../domain/member-details';
import { CATEGORY_LABEL_KEYS, categoryLabelKey, FIELD_LABEL_KEYS } from './detail-labels';
import {
  type DetailFormValues,
  detailsToSave,
  emptyDetails,
  FIELD_ORDER,
  formDefaults,
  levelsFor,
  summaryRows,
  visibleFields,
} from './detail-rules';

const education = [
  { levelId: 2, levelName: 'Primary', levelRange: { start: 1, end: 5 } },
  { levelId: 7, levelName: 'Undergraduate', levelRange: { start: 15, end: 16 } },
];
const levels = [1, 5, 6, 10, 11, 15, 16, 17, 21, 22].map((levelId) => ({
  levelId,
  levelName: `L${levelId}`,
}));

const values = (over: Partial<DetailFormValues>): DetailFormValues => ({
  category: '',
  ...emptyDetails(),
  ...over,
});

describe('visibleFields', () => {
  it('shows nothing before a category is chosen, or for an unknown one', () => {
    expect(visibleFields('', null)).toEqual([]);
    expect(visibleFields(null, 12)).toEqual([]);
    expect(visibleFields('retired', 12)).toEqual([]);
  });

  it('shows course and subject only for levels 11 to 21', () => {
    for (const level of [null, '', 1, 10, 22, 30, '10', '22']) {
      const shown = visibleFields('student', level);
      expect(shown, `level ${level}`).not.toContain('course');
      expect(shown, `level ${level}`).not.toContain('subject');
    }
    for (const level of [11, 15, 21, '11', '21']) {
      expect(visibleFields('student', level), `level ${level}`).toEqual(
        expect.arrayContaining(['course', 'subject']),
      );
      expect(visibleFields('student-working', level)).toEqual(expect.arrayContaining(['course', 'subject']));
    }
  });

  it('gives goals to students, institution to both student kinds, jobs to the working kinds', () => {
    expect(visibleFields('student', 1)).toEqual(['education', 'educationLevel', 'institution', 'goals']);
    expect(visibleFields('student-working', 1)).toEqual([
      'education',
      'educationLevel',
      'institution',
      'workType',
      'position',
      'desc1',
      'desc2',
      'industry',
    ]);
    expect(visibleFields('working', null)).toEqual([
      'workType',
      'position',
      'desc1',
      'desc2',
      'industry',
      'qualification',
    ]);
    expect(visibleFields('not working', null)).toEqual(['qualification', 'reason']);
  });

  it('never shows a field outside the domain rule of the category', () => {
    for (const category of MEMBER_CATEGORIES) {
      for (const field of visibleFields(category, 15)) expect(DETAIL_FIELDS[category]).toContain(field);
      // At a course level every field of the category is shown.
      expect(new Set(visibleFields(category, 15))).toEqual(new Set(DETAIL_FIELDS[category]));
    }
  });
});

describe('levelsFor', () => {
  it("offers the levels inside the chosen education's range, both ends included", () => {
    expect(levelsFor(education, levels, '2').map((l) => l.levelId)).toEqual([1, 5]);
    expect(levelsFor(education, levels, 7).map((l) => l.levelId)).toEqual([15, 16]);
  });

  it('offers none without a known education', () => {
    expect(levelsFor(education, levels, '')).toEqual([]);
    expect(levelsFor(education, levels, null)).toEqual([]);
    expect(levelsFor(education, levels, '99')).toEqual([]);
  });
});

describe('formDefaults', () => {
  it('starts empty without a category or details', () => {
    expect(formDefaults(null, null)).toEqual(values({}));
    expect(formDefaults('retired', null).category).toBe('');
  });

  it('turns stored ids into the texts the selects hold, and reads "institute" as institution', () => {
    const form = formDefaults('student', {
      education: 7,
      educationName: 'Undergraduate',
      educationLevel: 15,
      course: 'BSc',
      institute: 'Jamia',
    });
    expect(form).toEqual(
      values({
        category: 'student',
        education: '7',
        educationLevel: '15',
        course: 'BSc',
        institution: 'Jamia',
      }),
    );
  });
});

describe('detailsToSave', () => {
  it('sends only the shown, filled fields of the category, ids as numbers', () => {
    expect(
      detailsToSave(
        values({
          category: 'student',
          education: '7',
          educationLevel: '15',
          course: ' BSc ',
          subject: '',
          goals: 'Doctor',
          workType: '2',
          qualification: 'left over',
        }),
      ),
    ).toEqual({ education: 7, educationLevel: 15, course: 'BSc', goals: 'Doctor' });
  });

  it('drops course and subject once the level has none', () => {
    expect(
      detailsToSave(values({ category: 'student', education: '2', educationLevel: '5', course: 'BSc' })),
    ).toEqual({ education: 2, educationLevel: 5 });
  });

  it('sends nothing without a category', () => {
    expect(detailsToSave(values({ position: 'Clerk' }))).toEqual({});
  });
});

describe('summaryRows', () => {
  it("lists the category's filled fields with the names the server stored", () => {
    expect(
      summaryRows('student-working', {
        education: 7,
        educationName: 'Undergraduate',
        educationLevel: 15,
        educationLevelName: 'Bachelor',
        course: 'BSc',
        subject: '',
        workType: 2,
        workTypeName: 'Private job',
        desc1: 'Tata',
        reasonName: 'not mine',
      }),
    ).toEqual([
      { field: 'education', value: 'Undergraduate' },
      { field: 'educationLevel', value: 'Bachelor' },
      { field: 'course', value: 'BSc' },
      { field: 'workType', value: 'Private job' },
      { field: 'desc1', value: 'Tata' },
    ]);
    expect(summaryRows('not working', { reason: 3, reasonName: 'Homemaker', qualification: 'BA' })).toEqual([
      { field: 'qualification', value: 'BA' },
      { field: 'reason', value: 'Homemaker' },
    ]);
  });

  it("names a chosen value by its id in the reader's language, a text field as typed", () => {
    const inHindi = (field: string, id: unknown, stored: string) =>
      field === 'education' && id === 7 ? 'स्नातक (ग्रेजुएशन)' : `${stored}?`;
    expect(
      summaryRows('student', { education: 7, educationName: 'Undergraduate', institution: 'OU' }, inHindi),
    ).toEqual([
      { field: 'education', value: 'स्नातक (ग्रेजुएशन)' },
      { field: 'institution', value: 'OU' },
    ]);
  });

  it('lists nothing without a category or details', () => {
    expect(summaryRows(null, { goals: 'x' })).toEqual([]);
    expect(summaryRows('student', null)).toEqual([]);
  });
});

describe('labels', () => {
  it('has a label key for every category and every field', () => {
    expect(Object.keys(CATEGORY_LABEL_KEYS).sort()).toEqual([...MEMBER_CATEGORIES].sort());
    expect(Object.keys(FIELD_LABEL_KEYS).sort()).toEqual([...FIELD_ORDER].sort());
    expect(categoryLabelKey('student-working')).toBe('details.categories.studentWorking');
    expect(categoryLabelKey(null)).toBe('details.categories.unknown');
  });
});
