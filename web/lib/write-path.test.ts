import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const api = join(root, 'web/lib/api');

/**
 * The client's own pieces, which send calls for everyone else: reads (the call store), writes (useAction's
 * path), and the proofs of work the sign-ins carry.
 */
const SENDERS = [
  'web/lib/use-call.ts',
  'web/lib/send-write.ts',
  'web/lib/call-with-proof.ts',
  'web/lib/bot-check.ts',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the file imports the typed client's `call` (web/lib/api.ts), under any local name. */
function importsCall(path: string): boolean {
  const code = readFileSync(path, 'utf8');
  for (const [, names = '', from = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!from.startsWith('.') || resolve(dirname(path), from).replace(/\.tsx?$/, '') !== api) continue;
    if (names.split(',').some((name) => name.trim().split(/\s+as\s+/)[0] === 'call')) return true;
  }
  return false;
}

describe('the write path', () => {
  it('is the only way the web app sends a call: no screen or component imports call() itself', () => {
    const callers = sources(join(root, 'web'))
      .filter(importsCall)
      .map((path) => relative(root, path));
    expect(callers.sort()).toEqual([...SENDERS].sort());
  });
});
