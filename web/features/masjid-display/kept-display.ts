import { readJson, type Store, writeJson } from '../../lib/local-cache';
import type { DisplayData } from './display-state';

/**
 * The TV's last answer, kept on the device per masjid (`display:<code>`), so that it shows and computes the
 * times with no network for as long as it must: the times are computed from the rules, not kept themselves.
 * Not a member's data: logout leaves it, and a refused key forgets it.
 */
const keyOf = (code: string) => `display:${code.toLowerCase()}`;

export type KeptDisplay = { data: DisplayData; keptAt: number };

function storage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readKeptDisplay(code: string, store: Store | null = storage()): KeptDisplay | null {
  const kept = readJson<KeptDisplay>(keyOf(code), store);
  return kept && typeof kept === 'object' && kept.data?.mosque ? kept : null;
}

export function keepDisplay(
  code: string,
  data: DisplayData,
  now: number,
  store: Store | null = storage(),
): void {
  writeJson(keyOf(code), { data, keptAt: now } satisfies KeptDisplay, store);
}

/** A wrong or revoked key: nothing of the masjid stays on the TV. */
export function forgetDisplay(code: string, store: Store | null = storage()): void {
  try {
    store?.removeItem(keyOf(code));
  } catch {
    // Storage the browser refuses holds nothing to forget.
  }
}
