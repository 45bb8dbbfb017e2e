import { createClient } from './call';
import { CACHE_KEYS } from './local-cache';

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

export const call = createClient({
  getToken: readToken,
  onUnauthenticated: (refusedToken) => {
    // A late refusal of an old token must not sign out a session that has since been replaced.
    if (refusedToken !== readToken()) return;
    for (const l of listeners) l();
  },
});
