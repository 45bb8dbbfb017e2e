import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Creates an embedded database's files in a short-lived child process, when the folder has none yet. PGlite's
 * first open runs initdb inside WebAssembly, and the memory that takes stays with the process that ran it
 * (about 400 MiB more at a first start); the server then opens a ready folder like on any restart.
 */
export function initPgliteDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create(process.argv[1]);
    await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, dataDir], { stdio: 'inherit' });
}
