import { and, eq, lt } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import type { Db } from '../db/client';
import { registerImportProgress as progressRows } from '../db/schema';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export type ProgressStage = 'reading' | 'checking' | 'writing' | 'done';

/** Where a running preview or import has got, told to the caller's progress bar; a no-op without a key. */
export type ReportProgress = (stage: ProgressStage, done: number, total: number) => Promise<void>;

/**
 * The progress of one preview or import, under the caller's own key. It is written on the pool (`db`), never
 * in the import's transaction, so the caller's next read sees it while the transaction is still open; a failed
 * write of it is ignored, for the bar is no reason to fail the import.
 */
export function progressReporter(db: Db, callerId: string, key: string | undefined): ReportProgress {
  if (!key) return async () => {};
  return async (stage, done, total) => {
    const values = { callerId, key, stage, done, total, updatedAt: new Date() };
    await db
      .insert(progressRows)
      .values(values)
      .onConflictDoUpdate({
        target: [progressRows.callerId, progressRows.key],
        set: { stage, done, total, updatedAt: values.updatedAt },
      })
      .catch(() => undefined);
  };
}

/** The caller's own progress of that key: another staff member's key reads as unknown. */
export async function registerImportProgress(
  ctx: ServiceContext<'db' | 'caller'>,
  input: ParsedInput<'getRegisterImportProgress'>,
): Promise<FunctionOutput<'getRegisterImportProgress'>> {
  const [row] = await ctx.db
    .select({ stage: progressRows.stage, done: progressRows.done, total: progressRows.total })
    .from(progressRows)
    .where(and(eq(progressRows.callerId, ctx.caller.id), eq(progressRows.key, input.progressKey)));
  return row ?? { stage: null, done: 0, total: 0 };
}

/** Progress rows past a day: no import runs that long, so nobody reads them again (server/maintenance.ts). */
export async function purgeImportProgress(db: Db, now: Date): Promise<void> {
  await db.delete(progressRows).where(lt(progressRows.updatedAt, new Date(now.getTime() - 86_400_000)));
}
