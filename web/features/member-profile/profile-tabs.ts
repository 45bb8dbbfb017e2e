/** The tabs of /profile, Privacy included, in order; the chosen one is kept in the URL as `?tab=`. */
export const PROFILE_TABS = ['basic', 'other', 'password', 'privacy'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a URL asks for; the first one when it names none or an unknown one. */
export function profileTabOf(search: URLSearchParams): ProfileTab {
  const asked = search.get('tab');
  return (PROFILE_TABS as readonly string[]).includes(asked ?? '') ? (asked as ProfileTab) : 'basic';
}

/** The search part for a tab: none for the first, so /profile stays the plain address. */
export function searchOfTab(tab: ProfileTab): Record<string, string> {
  return tab === 'basic' ? {} : { tab };
}
