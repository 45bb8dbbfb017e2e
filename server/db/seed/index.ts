import type { Config } from '../../config';
import type { Db } from '../client';
import { seedDemoData } from './demo';
import { ensureDefaultCategories, ensureIndia, ensureReferenceValues } from './reference';
import { type AdminOutcome, ensureSuperAdmin } from './super-admin';

export type SeedOutcome = { admin: AdminOutcome; demo: { seeded: boolean; volunteers: string[] } };

/** Everything a start must make sure of, then the demo data when it is wanted. */
export async function seed(db: Db, config: Config): Promise<SeedOutcome> {
  const rootId = await ensureIndia(db);
  await ensureReferenceValues(db);
  await ensureDefaultCategories(db);
  const admin = await ensureSuperAdmin(db, config);
  const demo = config.demoData ? await seedDemoData(db, rootId) : { seeded: false, volunteers: [] };
  return { admin, demo };
}
