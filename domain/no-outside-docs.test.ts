import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A fresh clone holds the design in docs/ only. A comment that sends the reader to a document outside the
 * repository (the product spec's sections, an architecture file beside the clone) points at nothing, so each
 * must state the rule itself or cite docs/.
 */
const OUTSIDE_CITATION = [
  /\.\.\/shared\b/,
  /PRODUCT-SPEC/,
  /ARCHITECTURE(\.md)?\s*§/,
  /ARCHITECTURE\.md/,
  /\bspec\s*§/i,
  /§\s*\d/,
];

function citesOutsideDocument(line: string): boolean {
  return OUTSIDE_CITATION.some((pattern) => pattern.test(line));
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['domain', 'server', 'web', 'e2e', 'bench', 'scripts', 'docs', '.ci'];
const TEXT_FILES = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.cjs',
  '.js',
  '.sql',
  '.md',
  '.html',
  '.css',
  '',
]);
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const THIS_FILE = fileURLToPath(import.meta.url);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Playwright's screenshot folders hold images only.
      if (!SKIPPED.has(entry.name) && !entry.name.endsWith('-snapshots')) yield* sourceFiles(path);
    } else if (entry.isFile() && TEXT_FILES.has(extname(entry.name)) && path !== THIS_FILE) {
      yield path;
    }
  }
}

function rootFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && TEXT_FILES.has(extname(e.name)) && extname(e.name) !== '')
    .map((e) => join(ROOT, e.name));
}

describe('citations of documents outside the repository', () => {
  it('recognises a spec section, an architecture section and the shared folder, not docs/', () => {
    expect(citesOutsideDocument('/** The picker (spec §2 "Location and mosque picker"). */')).toBe(true);
    expect(citesOutsideDocument(' * Keyset paging (ARCHITECTURE §10): a page is')).toBe(true);
    expect(citesOutsideDocument('See `../shared/ARCHITECTURE.md` for the decisions.')).toBe(true);
    expect(citesOutsideDocument("the spec's texts verbatim (§5 and §8)")).toBe(true);
    expect(citesOutsideDocument('Keyset paging (docs/decisions/0003-keyset-paging.md): a page is')).toBe(
      false,
    );
    expect(citesOutsideDocument('See docs/architecture.md, section 5.')).toBe(false);
  });

  it('finds none in the sources, tests, journeys, benchmarks, scripts or docs', () => {
    const files = [...FOLDERS.flatMap((folder) => [...sourceFiles(join(ROOT, folder))]), ...rootFiles()];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          citesOutsideDocument(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

/**
 * A tracker's number points at what a clone does not have: code says the rule, or cites docs/decisions/. The
 * migrations that name one stay as they were applied.
 */
const ISSUE_NUMBER = /\bissues? #?\d+\b/i;

describe('issue numbers in the code', () => {
  it('are never cited by a source, a test, a journey, a benchmark or a script', () => {
    const code = FOLDERS.filter((folder) => folder !== 'docs')
      .flatMap((folder) => [...sourceFiles(join(ROOT, folder))])
      .filter((file) => extname(file) !== '.md' && !file.includes('/db/migrations/'));
    const found = code.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          ISSUE_NUMBER.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
