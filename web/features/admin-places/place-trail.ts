/**
 * Where an admin stands in a tree, kept in the address (`?at=id.id.id`) so that a reload, the Back button and a
 * shared link open the same place. The ids run from the top down; the root itself is never in the trail.
 */
export const TRAIL_PARAM = 'at';

const ID = /^[0-9a-f-]{36}$/i;

/** The trail in the address; anything that is not a list of ids is read as the top. */
export function readTrail(value: string | null, maxDepth: number): string[] {
  if (!value) return [];
  const ids = value.split('.');
  if (ids.length > maxDepth || !ids.every((id) => ID.test(id))) return [];
  return ids;
}

export function writeTrail(ids: readonly string[]): string {
  return ids.join('.');
}

/** The trail one step down, into a child of where the admin stands. */
export const trailInto = (trail: readonly string[], childId: string) => [...trail, childId];

/** The trail up to (and including) the crumb at `depth`; depth 0 is the root. */
export const trailUpTo = (trail: readonly string[], depth: number) => trail.slice(0, depth);
