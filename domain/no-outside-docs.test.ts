import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Written in pieces so that this file does not itself cite a tracker's number.
const ISSUE = 'issue';
const HASH = '#';

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
 * A tracker's number (the word issue or issues, or a hash, followed by a number) points at what a clone does not
 * have: code, comments and docs say the rule itself, or link to docs/decisions/. Migrations' comments too:
 * a comment changes no migration's effect (drizzle runs each once, by its place in the journal).
 */
const ISSUE_REFERENCE = [
  /\bissues?(?:\s+|-|\s*#)\d+/i,
  /\(#\d+(?:,\s*#\d+)*\)/,
  /\b(?:see|fixes|fixed|closes|closed|resolves|in|from|per|by|after|before|since|PRs?)\s+#\d+\b/i,
];

function citesIssueNumber(line: string): boolean {
  return ISSUE_REFERENCE.some((pattern) => pattern.test(line));
}

// Everything a clone reads: sources, tests, journeys, benchmarks, scripts, docs, deploy files and the root's.
const WRITTEN = new Set([...TEXT_FILES, '.json', '.service', '.example', '.yml', '.yaml']);
const NOT_WRITTEN = new Set([...SKIPPED, '.git', 'release', 'package-lock.json']);

function* writtenFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (NOT_WRITTEN.has(entry.name) || path === THIS_FILE) continue;
    if (entry.isDirectory()) {
      if (!entry.name.endsWith('-snapshots')) yield* writtenFiles(path);
    } else if (entry.isFile() && WRITTEN.has(extname(entry.name))) {
      yield path;
    }
  }
}

describe('issue numbers', () => {
  it('are recognised however they are written, and a hex colour or an HTML entity is not one', () => {
    expect(citesIssueNumber(`// cites "${ISSUE} 22 item 34, ${ISSUE} 26"`)).toBe(true);
    expect(citesIssueNumber(`## Members directory (${ISSUE}s 13 and 28)`)).toBe(true);
    expect(citesIssueNumber('the Issue-8 sources')).toBe(true);
    expect(citesIssueNumber(`-- Issue ${HASH}22: a members export`)).toBe(true);
    expect(citesIssueNumber(`Keep the cursor opaque (${HASH}12).`)).toBe(true);
    expect(citesIssueNumber(`as decided in ${HASH}12, the cursor`)).toBe(true);
    expect(citesIssueNumber("outline: '3px solid #000'")).toBe(false);
    expect(citesIssueNumber('background: #212121;')).toBe(false);
    expect(citesIssueNumber('&#1234;')).toBe(false);
    expect(citesIssueNumber('Keyset paging (docs/decisions/0003-keyset-paging.md)')).toBe(false);
    expect(citesIssueNumber('every field issue in `details`')).toBe(false);
  });

  it('are cited by no source, comment, test, migration or doc', () => {
    const files = [...writtenFiles(ROOT)];
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith('bench/README.md'))).toBe(true);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          citesIssueNumber(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(
      found,
      'say the rule itself, or link to docs/decisions/NNNN-*.md: a clone cannot resolve a tracker number',
    ).toEqual([]);
  });
});
