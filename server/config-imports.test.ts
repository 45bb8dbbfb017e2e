import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// config.ts is read first by every process and every tool: it imports only the modules that parse a part of
// the environment (the SMS gateway, the templates, the budget, push), and what they import in turn, so none
// of them can reach back into the app, type imports included. A cycle through config once ran
// config → sign-in/limits → sessions → protocol/context → services → bot-check → config.

const root = join(import.meta.dirname, '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g;

/** Every repository file config.ts reaches through its relative imports, type imports included. */
function reachedFrom(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), spec!);
      const path = [`${target}.ts`, join(target, 'index.ts'), target].find((p) => existsSync(p));
      if (path) visit(path);
    }
  };
  visit(start);
  return [...seen].map((f) => relative(root, f)).sort();
}

describe('what server/config.ts imports', () => {
  const reached = reachedFrom(join(root, 'server', 'config.ts'));

  it('reaches no part of the app: no context, services, database, router or sign-in logic', () => {
    const app = reached.filter((f) =>
      /^server\/(app|services|handlers|main)\.ts$|^server\/(protocol|db|policy|sign-in\/(?!throttle-rule))/.test(
        f,
      ),
    );
    expect(app).toEqual([]);
  });

  it('does not reach itself again', () => {
    const others = reached.filter((f) => f !== 'server/config.ts');
    const backToConfig = others.filter((f) =>
      /from '(\.\.\/)+config'|from '\.\/config'/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(backToConfig).toEqual([]);
  });
});
