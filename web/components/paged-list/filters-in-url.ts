/**
 * A list's filters live in the URL (?gender=female&age=17), so a filtered list can be shared, bookmarked and
 * reopened with Back. Only the known keys are read; empty values are left out of the URL.
 */
export type Filters<K extends string> = Partial<Record<K, string>>;

export function readFilters<K extends string>(params: URLSearchParams, keys: readonly K[]): Filters<K> {
  const filters: Filters<K> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function writeFilters<K extends string>(
  params: URLSearchParams,
  filters: Filters<K>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters) as [K, string | undefined][]) {
    if (value?.trim()) next.set(key, value.trim());
    else next.delete(key);
  }
  return next;
}
