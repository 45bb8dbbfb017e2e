function words(name: string | null | undefined): string[] {
  return (name ?? '').trim().split(/\s+/).filter(Boolean);
}

/** Spec §2 "Navigation": the user menu shows the last word of the user's name, or 'User' without one. */
export function menuDisplayName(name: string | null | undefined): string {
  return words(name).at(-1) ?? 'User';
}

/**
 * Spec §2 "Member home": a salutation plus the member's name. A member who has not given a name yet (the
 * details step can be skipped) is greeted without the dangling comma.
 */
export function greetingFor(name: string | null | undefined): { salutation: string; name: string | null } {
  const full = words(name).join(' ');
  return full
    ? { salutation: 'Assalamu Alaikum,', name: full }
    : { salutation: 'Assalamu Alaikum', name: null };
}
