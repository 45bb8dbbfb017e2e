import { and, asc, eq, or } from 'drizzle-orm';
import type { ChosenDetails, ReferenceValues, StoredDetails } from '../../domain/member-details';
import { nameDetails } from '../../domain/member-details';
import type { Db } from '../db/client';
import { referenceValues } from '../db/schema';
import { invalidFields } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

type Row = typeof referenceValues.$inferSelect;
type Kind = Row['kind'];

/** An education's levelRange (the levels it offers, both ends included); a row without one covers its own id only. */
export function levelRangeOf(row: Pick<Row, 'valueId' | 'rangeStart' | 'rangeEnd'>) {
  return { start: row.rangeStart ?? row.valueId, end: row.rangeEnd ?? row.valueId };
}

/** The reference values that chosen details name: at most four rows, in one indexed query. */
export async function referenceValuesFor(db: Db, details: ChosenDetails): Promise<ReferenceValues> {
  const wanted = (
    [
      ['education', details.education],
      ['educationLevel', details.educationLevel],
      ['workType', details.workType],
      ['notWorkStudy', details.reason],
    ] as [Kind, number | undefined][]
  ).filter((w): w is [Kind, number] => w[1] !== undefined);
  const rows = wanted.length
    ? await db
        .select()
        .from(referenceValues)
        .where(
          or(
            ...wanted.map(([kind, id]) =>
              and(eq(referenceValues.kind, kind), eq(referenceValues.valueId, id)),
            ),
          ),
        )
    : [];
  const of = (kind: Kind) => rows.filter((r) => r.kind === kind);
  return {
    education: new Map(of('education').map((r) => [r.valueId, { name: r.name, range: levelRangeOf(r) }])),
    educationLevel: new Map(of('educationLevel').map((r) => [r.valueId, r.name])),
    workType: new Map(of('workType').map((r) => [r.valueId, r.name])),
    reason: new Map(of('notWorkStudy').map((r) => [r.valueId, r.name])),
  };
}

/**
 * The details to store: each chosen id checked against its reference list and its name written beside it.
 * An unknown id or a level outside its education's range is a 400, before anything is written.
 */
export async function checkedDetails(
  ctx: ServiceContext<'db'>,
  details: ChosenDetails,
): Promise<StoredDetails> {
  const { db } = ctx;
  const named = nameDetails(details, await referenceValuesFor(db, details));
  if ('issues' in named) {
    throw invalidFields(named.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return named.details;
}

/** Every reference value, listed by kind as the forms offer them. */
export async function referenceValueLists(ctx: ServiceContext<'db'>) {
  const { db } = ctx;
  const rows = await db.select().from(referenceValues).orderBy(asc(referenceValues.valueId));
  const of = (kind: Row['kind']) => rows.filter((r) => r.kind === kind);
  return {
    education: of('education').map((r) => ({
      levelId: r.valueId,
      levelName: r.name,
      levelRange: levelRangeOf(r),
    })),
    educationLevels: of('educationLevel').map((r) => ({ levelId: r.valueId, levelName: r.name })),
    workTypes: of('workType').map((r) => ({ workTypeId: r.valueId, workType: r.name })),
    notWorkStudy: of('notWorkStudy').map((r) => ({ reasonId: r.valueId, reason: r.name })),
  };
}
