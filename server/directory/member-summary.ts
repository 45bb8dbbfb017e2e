import type { DetailSummary } from '../../domain/functions/directory';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** What the card shows of the details: the stored names and a few texts, nothing else (a page stays small). */
export function summaryOf(details: Record<string, unknown> | null): DetailSummary {
  if (!details) return {};
  const summary: DetailSummary = {
    educationName: text(details.educationName),
    educationLevelName: text(details.educationLevelName),
    institution: text(details.institution),
    workTypeName: text(details.workTypeName),
    position: text(details.position),
    company: text(details.desc1),
    reasonName: text(details.reasonName),
  };
  return Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== undefined));
}

/**
 * The card's summary: the chosen ids beside the stored names, so that the screen names each value in the
 * reader's language (the CSV keeps `summaryOf`'s names alone).
 */
export function cardSummaryOf(details: Record<string, unknown> | null): DetailSummary {
  const ids = {
    education: id(details?.education),
    educationLevel: id(details?.educationLevel),
    workType: id(details?.workType),
    reason: id(details?.reason),
  };
  const chosen = Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined));
  return { ...chosen, ...summaryOf(details) };
}
