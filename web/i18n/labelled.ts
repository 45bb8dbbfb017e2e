// Punctuation that is the same in English, Hindi and Urdu, kept out of the catalogues (which hold words).

/** "Label: value", as every language here writes it. */
export const labelled = (label: string, value: string) => `${label}: ${value}`;

/** A list as the language joins one: 'a, b' in English and Hindi, 'a، b' in Urdu. */
export const joinList = (items: string[], locale: string) =>
  new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(items);

/** "before → after", the arrow pointing the way the line reads (leftwards in Urdu). */
export const changedFrom = (before: string, after: string, rtl: boolean) =>
  `${before} ${rtl ? '\u2190' : '\u2192'} ${after}`;
