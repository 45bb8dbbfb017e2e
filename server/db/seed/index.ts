import type { Config } from '../../config';
import type { Db } from '../client';
import { type DemoVolunteerLogin, seedDemoData } from './demo';
import { ensureDefaultCategories, ensureIndia, ensureReferenceValues } from './reference';
import { type AdminOutcome, ensureSuperAdmin } from './super-admin';

export type SeedOutcome = {
  admin: AdminOutcome;
  demo: { seeded: boolean; volunteers: DemoVolunteerLogin[] };
};

export type SeedOptions = {
  /** Tests only: one known password for the demo volunteers instead of a random one each. */
  demoVolunteerPassword?: string;
};

/** Everything a start must make sure of, then the demo data when it is wanted. */
export async function seed(db: Db, config: Config, options: SeedOptions = {}): Promise<SeedOutcome> {
  const rootId = await ensureIndia(db);
  await ensureReferenceValues(db);
  await ensureDefaultCategories(db);
  const admin = await ensureSuperAdmin(db, config);
  const demo = config.demoData
    ? await seedDemoData(db, rootId, options.demoVolunteerPassword)
    : { seeded: false, volunteers: [] };
  return { admin, demo };
}
