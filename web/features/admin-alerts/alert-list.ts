import type { Alert } from '../../../domain/functions/alerts';

/**
 * The admin's list after this visit's saves: an updated alert replaces its card in
 * place, and a created one goes to the top, the latest first. Saving twice never makes a duplicate.
 */
export function withSaved(loaded: readonly Alert[], saved: readonly Alert[]): Alert[] {
  const latest = new Map(saved.map((a) => [a.id, a]));
  const known = new Set(loaded.map((a) => a.id));
  const created = [...latest.values()].filter((a) => !known.has(a.id)).reverse();
  return [...created, ...loaded.map((a) => latest.get(a.id) ?? a)];
}
