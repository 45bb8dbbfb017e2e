import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { registerImports, registerPeople } from '../db/schema';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { registerMosque } from './register-access';

/**
 * A masjid's register imports, newest first, each with the committee's confirmation of consent and what it
 * added, and how many of its people are still unclaimed (a claim deletes the register row, decision 0014). The
 * masjid's name heads the register's screen.
 */
export async function registerImportsOf(
  ctx: ServiceContext<'db' | 'caller'>,
  input: ParsedInput<'getRegisterImports'>,
): Promise<FunctionOutput<'getRegisterImports'>> {
  const mosque = await registerMosque(ctx.db, ctx.caller, input.mosqueId);
  const imports = await ctx.db
    .select()
    .from(registerImports)
    .where(eq(registerImports.mosqueId, input.mosqueId))
    .orderBy(desc(registerImports.createdAt), desc(registerImports.id));
  const [all] = await ctx.db
    .select({ n: count() })
    .from(registerPeople)
    .where(eq(registerPeople.mosqueId, input.mosqueId));
  const [withMobile] = await ctx.db
    .select({ n: count() })
    .from(registerPeople)
    .where(and(eq(registerPeople.mosqueId, input.mosqueId), isNotNull(registerPeople.mobile)));
  return {
    mosque,
    imports: imports.map((i) => ({
      importId: i.id,
      fileName: i.fileName,
      importedAt: i.createdAt.toISOString(),
      households: i.households,
      people: i.people,
      consentHow: i.consentHow,
      consentDate: i.consentDate,
    })),
    unclaimed: all?.n ?? 0,
    unclaimedWithMobile: withMobile?.n ?? 0,
  };
}
