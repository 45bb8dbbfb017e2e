/**
 * What the audit trail keeps of a read's filters: which ones were used, never their values. A name
 * typed into a search is personal data, and the trail keeps it for two years, after the member it names has
 * deleted their account; "searched by name and gender" is all an audit needs.
 */
export function filtersUsed(filters: Record<string, unknown> | null | undefined): string[] {
  return Object.entries(filters ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key]) => key)
    .sort();
}
