import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { mosqueDisplayKeys, mosques } from '../db/schema';
import { newToken, sha256 } from '../lib/tokens';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/**
 * The keys a masjid's TV opens /display/<code> with, so that the TV needs no account. A key is 32 random
 * bytes, shown once when made; only its SHA-256 is kept, so a copy of the database opens no screen.
 */

export const displayKeyHash = (key: string) => sha256(`display:${key}`);

/** A masjid's keys that still open its TV, oldest first. */
export async function displayKeysOf(ctx: ServiceContext<'db'>, { mosqueId }: { mosqueId: string }) {
  const [mosque] = await ctx.db.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, mosqueId));
  if (!mosque) throw notFound('Masjid');
  const rows = await ctx.db
    .select({
      id: mosqueDisplayKeys.id,
      label: mosqueDisplayKeys.label,
      createdAt: mosqueDisplayKeys.createdAt,
      lastUsedAt: mosqueDisplayKeys.lastUsedAt,
    })
    .from(mosqueDisplayKeys)
    .where(and(eq(mosqueDisplayKeys.mosqueId, mosqueId), isNull(mosqueDisplayKeys.revokedAt)))
    .orderBy(asc(mosqueDisplayKeys.createdAt), asc(mosqueDisplayKeys.id));
  return {
    keys: rows.map((r) => ({
      id: r.id,
      label: r.label,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** A new key for a masjid's TV, answered once with the address the TV opens. */
export function addDisplayKey(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { mosqueId: string; label: string },
): Promise<FunctionOutput<'addDisplayKey'>> {
  const now = ctx.services.clock.now();
  return withStaffWrite(ctx.db, ctx.caller, async (tx, audit) => {
    const [mosque] = await tx
      .select({ id: mosques.id, code: mosques.code })
      .from(mosques)
      .where(eq(mosques.id, input.mosqueId))
      .for('key share');
    if (!mosque) throw notFound('Masjid');
    const key = newToken();
    const [row] = await tx
      .insert(mosqueDisplayKeys)
      .values({
        mosqueId: mosque.id,
        keyHash: displayKeyHash(key),
        label: input.label,
        createdBy: ctx.caller.id,
        createdAt: now,
      })
      .returning({ id: mosqueDisplayKeys.id });
    await audit('mosque.displayKeyAdd', { type: 'mosque', id: mosque.id }, null, {
      displayKeyId: row!.id,
      label: input.label,
    });
    return {
      pass: true,
      ...say('displayKeyAdded'),
      key,
      path: `/display/${encodeURIComponent(mosque.code)}?key=${key}`,
    };
  });
}

/** Revokes a key; revoking one already revoked changes nothing and says the same. */
export function revokeDisplayKey(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { id }: { id: string },
): Promise<FunctionOutput<'revokeDisplayKey'>> {
  const now = ctx.services.clock.now();
  return withStaffWrite(ctx.db, ctx.caller, async (tx, audit) => {
    const [key] = await tx
      .select({
        mosqueId: mosqueDisplayKeys.mosqueId,
        label: mosqueDisplayKeys.label,
        revokedAt: mosqueDisplayKeys.revokedAt,
      })
      .from(mosqueDisplayKeys)
      .where(eq(mosqueDisplayKeys.id, id))
      .for('update');
    if (!key) throw notFound('Display key');
    if (!key.revokedAt) {
      await tx.update(mosqueDisplayKeys).set({ revokedAt: now }).where(eq(mosqueDisplayKeys.id, id));
      await audit('mosque.displayKeyRevoke', { type: 'mosque', id: key.mosqueId }, null, {
        displayKeyId: id,
        label: key.label,
      });
    }
    return { pass: true, ...say('displayKeyRevoked') };
  });
}

/** How often a TV's use of its key is written down: its screen asks every minute, and the list shows a day. */
const LAST_USED_EVERY = sql`interval '5 minutes'`;

/**
 * The masjid a key opens, by its code and the key; an unknown code, a wrong key and a revoked one are all
 * null alike (the lookup is by the key's hash, so its time says nothing of how close a guess came). Notes the
 * key's use at most every five minutes.
 */
export async function mosqueOfDisplayKey(
  ctx: ServiceContext<'db' | 'services'>,
  code: string,
  key: string,
): Promise<string | null> {
  const now = ctx.services.clock.now();
  const [row] = await ctx.db
    .select({
      id: mosqueDisplayKeys.id,
      mosqueId: mosqueDisplayKeys.mosqueId,
      lastUsedAt: mosqueDisplayKeys.lastUsedAt,
    })
    .from(mosqueDisplayKeys)
    .innerJoin(mosques, eq(mosques.id, mosqueDisplayKeys.mosqueId))
    .where(
      and(
        eq(mosqueDisplayKeys.keyHash, displayKeyHash(key)),
        isNull(mosqueDisplayKeys.revokedAt),
        sql`lower(${mosques.code}) = lower(${code})`,
      ),
    );
  if (!row) return null;
  await ctx.db
    .update(mosqueDisplayKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(mosqueDisplayKeys.id, row.id),
        sql`(${mosqueDisplayKeys.lastUsedAt} is null or ${mosqueDisplayKeys.lastUsedAt} < ${now.toISOString()}::timestamptz - ${LAST_USED_EVERY})`,
      ),
    );
  return row.mosqueId;
}
