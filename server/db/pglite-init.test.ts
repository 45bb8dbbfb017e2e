import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './client';
import { initPgliteDataDir } from './pglite-init';

it("creates an empty folder's database in a child process, and leaves an existing one alone", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'anjuman-init-'));
  try {
    initPgliteDataDir(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.ping();
    await database.close();
    initPgliteDataDir(dir);
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    await again.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
