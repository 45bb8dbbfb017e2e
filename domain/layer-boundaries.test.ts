import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const ZONE = 'import-x/no-restricted-paths';

/** The rules that refused `code`, written in the file at `path` (from the repository's root). */
async function refusals(code: string, path: string, linter: ESLint = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// A tsconfig with an alias for the repository's root: the zones must see through it as tsc would.
const aliasDir = mkdtempSync(join(tmpdir(), 'anjuman-alias-'));
const aliasProject = join(aliasDir, 'tsconfig.json');
writeFileSync(
  aliasProject,
  JSON.stringify({ compilerOptions: { baseUrl: root, paths: { '@/*': ['./*'] } } }),
);
const withAlias = new ESLint({
  cwd: root,
  overrideConfig: {
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: aliasProject })] },
  },
});

afterAll(() => rmSync(aliasDir, { recursive: true, force: true }));

describe('the layer zones refuse', () => {
  const inAlerts = 'web/features/admin-alerts/probe.tsx';

  it('a feature importing another feature, by the path from the root of web/', async () => {
    const code = "import { RecentAlerts } from '../../features/member-home/recent-alerts';\n";
    expect(await refusals(code, inAlerts)).toContain(ZONE);
  });

  it('a feature importing another feature, as a sibling folder', async () => {
    expect(await refusals("import '../member-home/recent-alerts';\n", inAlerts)).toContain(ZONE);
  });

  it('a feature importing another feature by an absolute path', async () => {
    const code = `import '${join(root, 'web/features/member-home/recent-alerts')}';\n`;
    expect(await refusals(code, inAlerts)).toContain(ZONE);
  });

  it('a feature importing another feature through a tsconfig alias', async () => {
    const code = "import '@/web/features/member-home/recent-alerts';\n";
    expect(await refusals(code, inAlerts, withAlias)).toContain(ZONE);
  });

  it("web/app reaching into a feature's internals outside the screen table", async () => {
    const code = "import { MemberCard } from '../features/admin-members/member-card';\n";
    expect(await refusals(code, 'web/app/first-reads.ts')).toContain(ZONE);
  });

  it('shared code importing a feature', async () => {
    expect(await refusals("import '../features/member-home/display-name';\n", 'web/lib/probe.ts')).toContain(
      ZONE,
    );
  });

  it('domain/ importing the server or the web app', async () => {
    expect(await refusals("import '../server/config';\n", 'domain/probe.ts')).toContain(ZONE);
    expect(await refusals("import '../web/lib/api';\n", 'domain/probe.ts')).toContain(ZONE);
  });

  it('the server importing the web app', async () => {
    expect(await refusals("import '../../web/lib/api';\n", 'server/sms/probe.ts')).toContain(ZONE);
  });
});

describe('the layer zones let through', () => {
  it("a feature's own files, the shared pieces and domain/", async () => {
    const code = [
      "import { greetingName } from './display-name';",
      "import { readToken } from '../../lib/api';",
      "import { PATHS } from '../../../domain/routes';",
      'export const probe = [greetingName, readToken, PATHS];',
      '',
    ].join('\n');
    expect(await refusals(code, 'web/features/member-home/probe.ts')).toEqual([]);
  });

  it('the screen table naming each screen', async () => {
    const [result] = await eslint.lintFiles([join(root, 'web/app/screens.ts')]);
    expect(result?.messages).toEqual([]);
  });
});

describe('the import cycle rule', () => {
  // Biome's module graph reads the files from disk, inside the project, so the probe is written there.
  const probe = mkdtempSync(join(root, 'domain', 'cycle-probe-'));
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('refuses two files that import each other, even for types only, and not a one-way import', async () => {
    writeFileSync(join(probe, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(probe, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    writeFileSync(join(probe, 'c.ts'), "import type { B } from './b';\nexport type C = { b?: B };\n");
    const biome = join(root, 'node_modules/.bin/biome');
    const run = await promisify(execFile)(biome, ['lint', '--colors=off', relative(root, probe)], {
      cwd: root,
    }).then(
      () => '',
      (failed: { stdout: string; stderr: string }) => failed.stdout + failed.stderr,
    );
    const cycles = [...run.matchAll(/([\w/.-]+\.ts):\d+:\d+ lint\/suspicious\/noImportCycles/g)].map(
      (match) => match[1]?.split('/').pop(),
    );
    expect(cycles.sort()).toEqual(['a.ts', 'b.ts']);
  }, 60_000);
});
