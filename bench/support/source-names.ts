import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Where a profile's sample was: V8's call frame (0-based line and column). */
export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

type Consumer = {
  originalPositionFor(p: { line: number; column: number }): { source: string | null; name: string | null };
};
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js') as {
  SourceMapConsumer: new (map: object) => Consumer;
};

/** The same build with hidden source maps, in a folder of its own; its chunks are named as the served ones. */
export function buildWithSourceMaps(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'anjuman-profile-build-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--sourcemap', 'hidden', '--outDir', outDir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/**
 * Names a call frame of the served build by the package (`preact`, `@mui/material`) or the app's own source
 * file it came from, through the maps of `buildWithSourceMaps`; V8's own entries ('(program)') as they are.
 */
export function sourceNamer(mapsDir: string): (frame: CallFrame) => string {
  const consumers = new Map<string, Consumer | null>();
  const consumerOf = (file: string) => {
    if (!consumers.has(file)) {
      const path = join(mapsDir, 'assets', `${file}.map`);
      consumers.set(
        file,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
      );
    }
    return consumers.get(file)!;
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    if (!url) return functionName || '(anonymous)';
    const file = url.split('/').pop()!;
    const source = consumerOf(file)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    }).source;
    if (!source) return `${file} (unmapped)`;
    const inPackage = source.split('node_modules/').pop()!;
    if (inPackage !== source) {
      const parts = inPackage.split('/');
      return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    }
    return source.replace(/^(\.\.\/)+/, '');
  };
}
