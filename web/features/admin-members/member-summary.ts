import type { DetailSummary } from '../../../domain/functions/members-directory';

/**
 * Spec §2 "Admin members list": the card's first line, by category: what a student studies, what a working
 * member does, both for a student with a part-time job, and why someone neither studies nor works. Null when
 * nothing is stored (the card then says 'Details Not provided').
 */
export function summaryLines(category: string | null, s: DetailSummary): string[] {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
  const study = join(s.educationName, s.educationLevelName, s.institution);
  const work = join(s.position, s.workTypeName, s.company);
  const lines =
    category === 'student'
      ? [study]
      : category === 'working'
        ? [work]
        : category === 'student-working'
          ? [study, work]
          : category === 'not working'
            ? [join(s.reasonName)]
            : [];
  return lines.filter(Boolean);
}
