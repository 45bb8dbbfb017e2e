import { fileURLToPath } from 'node:url';

/** Drizzle's migrations, applied in order at every start (and by the PGlite move to its source). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
