import type { DetailSummary } from '../../../domain/functions/directory';
import type { ReferenceKind } from '../../../domain/reference-values';

/** A reference value's name in the reader's language by its id, else the name the server stored. */
type ValueName = (kind: ReferenceKind, id: number | undefined, stored: string) => string;

/**
 * A directory card's first line, by category: what a student studies, what a working
 * member does, both for a student with a part-time job, and why someone neither studies nor works. Null when
 * nothing is stored (the card then says 'Details Not provided'). A chosen value is named by `nameOf`.
 */
export function summaryLines(
  category: string | null,
  s: DetailSummary,
  nameOf: ValueName = (_kind, _id, stored) => stored,
): string[] {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
  const named = (kind: ReferenceKind, id: number | undefined, stored: string | undefined) =>
    stored === undefined ? undefined : nameOf(kind, id, stored);
  const study = join(
    named('education', s.education, s.educationName),
    named('educationLevel', s.educationLevel, s.educationLevelName),
    s.institution,
  );
  const work = join(s.position, named('workType', s.workType, s.workTypeName), s.company);
  const lines =
    category === 'student'
      ? [study]
      : category === 'working'
        ? [work]
        : category === 'student-working'
          ? [study, work]
          : category === 'not working'
            ? [join(named('reason', s.reason, s.reasonName))]
            : [];
  return lines.filter(Boolean);
}
