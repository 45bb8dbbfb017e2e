function words(name: string | null | undefined): string[] {
  return (name ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The user menu shows the last word of the user's name; null without one ('User'). */
export function menuDisplayName(name: string | null | undefined): string | null {
  return words(name).at(-1) ?? null;
}

/**
 * The member home's greeting: a salutation plus the member's name. A member who has not given a name yet (the
 * details step can be skipped) is greeted without the dangling comma: `name` is then null.
 */
export function greetingName(name: string | null | undefined): string | null {
  return words(name).join(' ') || null;
}
