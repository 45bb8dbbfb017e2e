import type { FunctionOutput } from '../../domain/catalogue';
import { createClient } from './call';
import { CACHE_KEYS, readJson } from './local-cache';

const listeners = new Set<() => void>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(CACHE_KEYS.authToken);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(CACHE_KEYS.authToken, token);
}

/** Subscribes to "the server refused our session"; returns the unsubscribe function. */
export function onSessionRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Visitors and members read the public reads through the shared caches; staff, who change places and times,
 * post them, so they see their own change at once. Signed in but not yet known (the first reads after a
 * sign-in): posted, as a member's first screen costs one fresh read at most.
 */
function readsShared(): boolean {
  if (!readToken()) return true;
  return readJson<FunctionOutput<'getSessionUser'>>(CACHE_KEYS.userData)?.role === 'user';
}

export const call = createClient({
  getToken: readToken,
  sharedReads: readsShared,
  onUnauthenticated: (refusedToken) => {
    // A late refusal of an old token must not sign out a session that has since been replaced.
    if (refusedToken !== readToken()) return;
    for (const l of listeners) l();
  },
});
