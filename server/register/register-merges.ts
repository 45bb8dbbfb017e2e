import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { registerMerges, registerPeople, users } from '../db/schema';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import type { Originals } from './merge-originals';
import { registerMosque } from './register-access';
import { undoableSince } from './undo-merge';

/** A masjid's merges of the last MERGE_UNDO_DAYS days, newest first, with both names and whether undo can run. */
export async function registerMergesOf(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'getRegisterMerges'>,
): Promise<FunctionOutput<'getRegisterMerges'>> {
  const { db, caller } = ctx;
  await registerMosque(db, caller, input.mosqueId);
  const since = undoableSince(ctx.services.clock.now());
  const rows = await db
    .select()
    .from(registerMerges)
    .where(and(eq(registerMerges.mosqueId, input.mosqueId), gte(registerMerges.createdAt, since)))
    .orderBy(desc(registerMerges.createdAt), desc(registerMerges.id))
    .limit(500);
  const ids = (kind: 'member' | 'register') => rows.filter((r) => r.keptKind === kind).map((r) => r.keptId);
  const memberIds = ids('member');
  const personIds = ids('register');
  const present = new Set([
    ...(memberIds.length
      ? await db.select({ id: users.id }).from(users).where(inArray(users.id, memberIds))
      : []
    ).map((r) => r.id),
    ...(personIds.length
      ? await db
          .select({ id: registerPeople.id })
          .from(registerPeople)
          .where(inArray(registerPeople.id, personIds))
      : []
    ).map((r) => r.id),
  ]);
  return {
    merges: rows.map((r) => {
      const originals = r.originals as unknown as Originals;
      return {
        mergeId: r.id,
        keptName: originals.kind === 'member' ? originals.member.name : originals.kept.name,
        mergedName: originals.merged.name,
        keptKind: r.keptKind,
        mergedAt: r.createdAt.toISOString(),
        undoneAt: r.undoneAt?.toISOString() ?? null,
        undoable: !r.undoneAt && present.has(r.keptId),
      };
    }),
  };
}
