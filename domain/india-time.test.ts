import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INDIA_OFFSET_MINUTES,
  INDIA_OFFSET_MS,
  INDIA_TIME_ZONE,
  INDIA_TIME_ZONE_SQL,
  INDIA_UTC_OFFSET,
} from './india-time';

describe("India's time", () => {
  it('is five and a half hours ahead of UTC, in every form', () => {
    expect(INDIA_OFFSET_MINUTES).toBe(5 * 60 + 30);
    expect(INDIA_OFFSET_MS).toBe(5.5 * 3_600_000);
    expect(INDIA_UTC_OFFSET).toBe('+05:30');
    expect(INDIA_TIME_ZONE_SQL).toBe(`'${INDIA_TIME_ZONE}'`);
  });

  it('is the offset the zone database gives the zone, in winter and in summer', () => {
    for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const name = new Intl.DateTimeFormat('en', { timeZone: INDIA_TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(name).toBe(`GMT${INDIA_UTC_OFFSET}`);
    }
  });

  it('makes midnight in India 18:30 UTC the day before', () => {
    expect(new Date(`2026-11-25T00:00:00${INDIA_UTC_OFFSET}`).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(new Date(Date.UTC(2026, 10, 25) - INDIA_OFFSET_MS).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});

/**
 * India's zone or offset written out again beside domain/india-time.ts: the zone's name, the offset as text,
 * in minutes, seconds or milliseconds, or as 5.5 hours. A second copy is how two screens came to disagree
 * about which day it is; each of these is how one of the old copies was written.
 */
const INDIA_TIME_COPY = [
  /Asia\/(Kolkata|Calcutta)/i,
  /[+]0?5:?30\b/,
  /\b5\.5\s*\*/,
  /\b330\s*\*|\*\s*330\b/,
  /\b19_?800(_?000)?\b/,
  /\b\w*(offset|india|ist)\w*\s*[:=]\s*330\b/i,
];

const writesIndiaTime = (line: string) => INDIA_TIME_COPY.some((pattern) => pattern.test(line));

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['domain', 'server', 'web', 'e2e', 'bench', 'scripts'];
const CODE = new Set(['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.sql', '.html']);
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
// The module itself and this test; the migrations run once, as they were written, and are never edited.
const ALLOWED = [
  join(ROOT, 'domain/india-time.ts'),
  fileURLToPath(import.meta.url),
  join(ROOT, 'server/db/migrations/'),
];

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !entry.name.endsWith('-snapshots')) yield* codeFiles(path);
    } else if (CODE.has(extname(entry.name)) && !ALLOWED.some((allowed) => path.startsWith(allowed))) {
      yield path;
    }
  }
}

describe("copies of India's time", () => {
  it('are recognised in each form the old copies took', () => {
    expect(writesIndiaTime("returning (created_at at time zone 'Asia/Kolkata')::date as day")).toBe(true);
    expect(writesIndiaTime('new Date(day + "T00:00:00+05:30")')).toBe(true);
    expect(writesIndiaTime('const INDIA_OFFSET_SECONDS = 5.5 * 3600;')).toBe(true);
    expect(writesIndiaTime('const IST_OFFSET_MS = 330 * 60_000;')).toBe(true);
    expect(writesIndiaTime('const INDIA_OFFSET_MINUTES = 330;')).toBe(true);
    expect(writesIndiaTime('const offsetSeconds = 19800;')).toBe(true);
    expect(writesIndiaTime("phone: '919800000001',")).toBe(false);
    expect(writesIndiaTime('width: 330,')).toBe(false);
  });

  it('appear nowhere but domain/india-time.ts', () => {
    const files = FOLDERS.flatMap((folder) => [...codeFiles(join(ROOT, folder))]);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          writesIndiaTime(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found, 'import the zone or offset from domain/india-time.ts instead').toEqual([]);
  });
});
