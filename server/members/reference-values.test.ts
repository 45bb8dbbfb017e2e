import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('reference values', () => {
  it('returns education with ranges that name existing levels', async () => {
    const { education, educationLevels, workTypes, notWorkStudy } = (await t.call('getReferenceValues', null))
      .body.result;
    expect(education.length).toBeGreaterThan(0);
    const levelIds = new Set<number>(educationLevels.map((l) => l.levelId));
    for (const e of education) {
      const inRange = [...levelIds].filter((id) => id >= e.levelRange.start && id <= e.levelRange.end);
      expect(inRange.length, e.levelName).toBeGreaterThan(0);
    }
    for (let id = 11; id <= 21; id++) expect(levelIds.has(id), `level ${id}`).toBe(true);
    expect(workTypes.length).toBeGreaterThan(0);
    expect(notWorkStudy.length).toBeGreaterThan(0);
  });
});
