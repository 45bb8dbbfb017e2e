/**
 * The funds every treasury starts with, by key; their names are translated on the web by key, and a fund the
 * committee adds has no key and shows the name it was given. Zakat is kept apart: it pays only the purposes
 * the committee marked as Zakat-eligible (docs/decisions/0013-baitul-maal.md).
 */
export const DEFAULT_FUNDS = [
  { key: 'general', name: 'General' },
  { key: 'zakat', name: 'Zakat' },
  { key: 'sadaqah', name: 'Sadaqah' },
  { key: 'lillah', name: 'Lillah' },
  { key: 'fitra', name: 'Fitra' },
  { key: 'construction', name: 'Construction' },
] as const;

export type FundKey = (typeof DEFAULT_FUNDS)[number]['key'];

/** The fund whose payments are limited to Zakat-eligible purposes. */
export const ZAKAT_FUND_KEY: FundKey = 'zakat';
/** The fund monthly chanda is given to. */
export const CHANDA_FUND_KEY: FundKey = 'general';

/**
 * The purposes Zakat may pay for when the committee has not changed them: the eight recipients of Surah
 * at-Tawbah 9:60 in the words a committee's register uses.
 */
export const DEFAULT_ZAKAT_PURPOSES = [
  'Help to the poor',
  'Help to the needy',
  'Zakat collection and distribution',
  'Help to new Muslims',
  'Freeing captives',
  'Relief of debt',
  'In the way of Allah',
  'Stranded travellers',
] as const;
