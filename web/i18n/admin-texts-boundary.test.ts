import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAdmin } from './locales/en-admin';

const WEB = join(import.meta.dirname, '..');
// The admin area's own code, which runs only once its texts are loaded (web/i18n/admin-texts.ts).
const ADMIN_CODE = /^(features\/admin-|i18n\/locales\/\w+-admin\.ts$)/;
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const ADMIN_KEY = new RegExp(`['"\`](${Object.keys(enAdmin).join('|')})\\.\\w`);

function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every module of web/ that a member's pages may load: from the entry, through static and lazy imports. */
function memberModules(): Map<string, string> {
  const sources = new Map<string, string>();
  const queue = [join(WEB, 'main.tsx')];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (sources.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    sources.set(file, source);
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const target = specifier && resolve(file, specifier);
      if (target?.startsWith(WEB) && !ADMIN_CODE.test(relative(WEB, target))) queue.push(target);
    }
  }
  return new Map([...sources].map(([file, source]) => [relative(WEB, file), source]));
}

describe('the admin texts', () => {
  const modules = memberModules();

  it('are named by no code outside the admin area, where they would show as keys', () => {
    expect(modules.has('features/member-home/member-home-screen.tsx')).toBe(true);
    expect(modules.has('components/forms/form-date-field.tsx')).toBe(true);
    const naming = [...modules].filter(([, source]) => ADMIN_KEY.test(source)).map(([file]) => file);
    expect(naming).toEqual([]);
  });
});
