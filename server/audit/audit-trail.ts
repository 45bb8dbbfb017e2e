import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditFilters } from '../../domain/functions/audit';
import { INDIA_UTC_OFFSET } from '../../domain/india-time';
import { auditLog, users } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import type { ServiceContext } from '../protocol/context';
import { auditNames, idsIn } from './audit-names';

/** The kinds of object auditNames looks up: one of them missing from its answer is gone. */
const LOOKED_UP = new Set<string>(['account', 'member', 'location', 'mosque', 'category', 'alert']);

/** The first instant of a day in India (one offset all year, no daylight saving). */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);
const nextIndianDay = (day: string) => new Date(startOfIndianDay(day).getTime() + 86_400_000);

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.actor) {
    const text = containing(filters.actor);
    const actors = sql`(select ${users.id} from ${users} where ${or(
      ilike(users.name, text),
      ilike(users.email, text),
      ilike(users.uniqueId, text),
    )})`;
    where.push(inArray(auditLog.actorId, actors));
  }
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.targetType) where.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) where.push(eq(auditLog.targetId, filters.targetId));
  if (filters.from) where.push(gte(auditLog.createdAt, startOfIndianDay(filters.from)));
  if (filters.to) where.push(lt(auditLog.createdAt, nextIndianDay(filters.to)));
  return where;
}

/**
 * The audit trail for a super admin, newest first, in keyset pages: who did what to which object and when.
 * An actor whose account was deleted shows as its former id alone. The objects a row names come with their
 * names where they still exist (server/audit/audit-names.ts), and a row says when its object is gone.
 */
export async function listAuditTrail(
  ctx: ServiceContext<'db'>,
  input: AuditFilters & { cursor?: string | null; limit?: number },
) {
  const { db } = ctx;
  const cursor = decodeCursor(input.cursor);
  const limit = input.limit ?? 50;
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      // The cursor keeps the time to the microsecond: a JavaScript Date would round it to the millisecond and
      // skip rows written within the same millisecond.
      at: sql<string>`${auditLog.createdAt}::text`,
      actorId: auditLog.actorId,
      actorUniqueId: users.uniqueId,
      actorName: users.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions(input), afterCursor(auditLog.createdAt, auditLog.id, cursor, 'desc')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(fetchSize(limit));
  const names = await auditNames(db, rows.slice(0, limit));
  return toPage(
    rows,
    limit,
    (r) => ({ after: r.at, id: r.id }),
    (r): AuditEntry => ({
      targetName: (r.targetId && names.get(r.targetId)) || null,
      targetGone:
        LOOKED_UP.has(r.targetType) &&
        r.targetId !== null &&
        idsIn(r).includes(r.targetId) &&
        !names.has(r.targetId),
      names: Object.fromEntries(idsIn(r).flatMap((id) => (names.get(id) ? [[id, names.get(id)!]] : []))),
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      actorId: r.actorId,
      actor:
        r.actorId && r.actorUniqueId ? { id: r.actorId, uniqueId: r.actorUniqueId, name: r.actorName } : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      details: r.details,
    }),
  );
}
