import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../domain/catalogue';
import { handlers } from './handlers';

// One module per area (docs/architecture.md, "Where a function lives"): domain/functions/<area>.ts declares an
// area's functions and server/<area>/handlers.ts binds exactly them, so a function is found from its area in
// one step and the next area copies the same shape.

const root = join(import.meta.dirname, '..');
const domainFunctions = join(root, 'domain', 'functions');
/** The catalogue's building blocks, which declare no function of their own. */
const NOT_AREAS = ['define.ts', 'shapes.ts'];
/** What may sit at server/'s root besides the area folders: the process's start, its wiring and its jobs. */
const SERVER_ROOT_FILES = [
  'app.ts',
  'config.ts',
  'handlers.ts',
  'main.ts',
  'maintenance.ts',
  'services.ts',
  'workers.ts',
];

const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const sorted = (o: object) => Object.keys(o).sort();

const areaFiles = readdirSync(domainFunctions).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const areas = areaFiles.filter((f) => !NOT_AREAS.includes(f)).map((f) => f.replace(/\.ts$/, ''));

async function importAreaHalves(area: string) {
  const declared = await import(join(domainFunctions, `${area}.ts`));
  const bound = await import(join(root, 'server', area, 'handlers.ts'));
  return {
    functions: declared[`${camelCase(area)}Functions`] as object | undefined,
    handlers: bound[`${camelCase(area)}Handlers`] as object | undefined,
  };
}

describe('one module per area', () => {
  it.each(areas)(
    'server/%s/handlers.ts binds exactly the functions domain/functions declares for it',
    async (area) => {
      expect(existsSync(join(root, 'server', area, 'handlers.ts')), `server/${area}/handlers.ts`).toBe(true);
      const { functions, handlers: bound } = await importAreaHalves(area);
      expect(functions, `domain/functions/${area}.ts exports ${camelCase(area)}Functions`).toBeDefined();
      expect(bound, `server/${area}/handlers.ts exports ${camelCase(area)}Handlers`).toBeDefined();
      expect(sorted(bound!)).toEqual(sorted(functions!));
    },
  );

  it('gathers every area into the catalogue and the handlers, and nothing else', async () => {
    const declared: string[] = [];
    for (const area of areas) declared.push(...Object.keys((await importAreaHalves(area)).functions ?? {}));
    expect(declared.sort()).toEqual(sorted(catalogue));
    expect(sorted(handlers)).toEqual(sorted(catalogue));
  });

  it('has no handlers.ts in a server folder without its domain twin', () => {
    const folders = readdirSync(join(root, 'server'), { withFileTypes: true }).filter((d) => d.isDirectory());
    const withHandlers = folders.filter((d) => existsSync(join(root, 'server', d.name, 'handlers.ts')));
    expect(withHandlers.map((d) => d.name).sort()).toEqual([...areas].sort());
  });

  it('keeps no server/functions/ folder, and no loose files at the root of server/', () => {
    expect(existsSync(join(root, 'server', 'functions'))).toBe(false);
    const loose = readdirSync(join(root, 'server'), { withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.endsWith('.test.ts'))
      .map((d) => d.name);
    expect(loose.sort()).toEqual(SERVER_ROOT_FILES);
  });
});
