/** The page of /alerts in its address (`?page=2`): 1 for anything missing or not a whole number above 0. */
export function alertsPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
