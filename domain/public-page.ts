import type { Language } from './languages';

/**
 * The pages the server draws itself for visitors, per request and without the app: a masjid's public page
 * (/masjid/<code>), the masjids near me (/near-me) and a receipt's check (/receipt/<code>). Their words are
 * the web catalogues' (`publicMasjid`, `prayerTimes`, `receiptCheck`), which the build writes out for the server with the baseline styles and the address of the
 * small script that finds the masjids near the visitor (web/prerender/write-public-page.ts).
 */
export const PUBLIC_PAGE_FILE = '.prerender/public-page.json';

/** The words of one language: `words` is the catalogue's `publicMasjid` section, less its weekdays. */
export type PublicPageTexts = {
  words: Record<string, string>;
  /** Sunday (0) to Saturday (6), short. */
  weekdays: Record<string, string>;
  prayers: Record<string, string>;
  parts: Record<string, string>;
  hijriMonths: Record<string, string>;
  hijriDate: string;
  opensInNewTab: string;
  languageLabel: string;
  languageName: string;
};

/** The receipt check's words in one language, and the default funds' names by key (`giving.funds`). */
export type ReceiptCheckTexts = { words: Record<string, string>; funds: Record<string, string> };

export type PublicPageBuild = {
  texts: Record<Language, PublicPageTexts>;
  /** Apart from `texts`, which the near-me script is handed whole on every masjid page. */
  receiptCheck: Record<Language, ReceiptCheckTexts>;
  /** The page's baseline styles (web/app/baseline.ts), the same the app stands on. */
  baselineCss: string;
  /** The near-me script's address under the web root, named by its content's hash. */
  nearMeScript: string;
};

/** The near-me script's words, handed over in the page as JSON (`<script type="application/json">`). */
export const NEAR_ME_DATA_ID = 'near-me-data';

/** What the page hands the near-me script: its language and words. */
export type NearMeData = { language: Language; texts: PublicPageTexts };
