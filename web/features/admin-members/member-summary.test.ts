import { describe, expect, it } from 'vitest';
import { summaryLines } from './member-summary';

describe("a member card's summary", () => {
  it('says what each category does, from the stored names', () => {
    const s = {
      educationName: 'Graduation',
      educationLevelName: 'B.Sc',
      institution: 'Osmania University',
      position: 'Tutor',
      workTypeName: 'Part time',
      company: 'Home tuitions',
      reasonName: 'Homemaker',
    };
    expect(summaryLines('student', s)).toEqual(['Graduation, B.Sc, Osmania University']);
    expect(summaryLines('working', s)).toEqual(['Tutor, Part time, Home tuitions']);
    expect(summaryLines('student-working', s)).toHaveLength(2);
    expect(summaryLines('not working', s)).toEqual(['Homemaker']);
  });

  it("names each chosen value by its id, in the reader's language", () => {
    const s = {
      education: 7,
      educationName: 'Undergraduate',
      institution: 'OU',
      reason: 1,
      reasonName: 'Homemaker',
    };
    const hindi = (kind: string, id: number | undefined, stored: string) =>
      kind === 'education' && id === 7 ? 'स्नातक (ग्रेजुएशन)' : kind === 'reason' && id === 1 ? 'गृहिणी' : stored;
    expect(summaryLines('student', s, hindi)).toEqual(['स्नातक (ग्रेजुएशन), OU']);
    expect(summaryLines('not working', s, hindi)).toEqual(['गृहिणी']);
  });

  it('is empty without a category or without details', () => {
    expect(summaryLines(null, { educationName: 'x' })).toEqual([]);
    expect(summaryLines('student', {})).toEqual([]);
  });
});
