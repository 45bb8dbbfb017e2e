import type { Language } from '../../domain/languages';

/**
 * WCAG 2.2 focus appearance: a solid 3 px black ring, set off by 2 px, on every focusable control. Black reads
 * at about 15:1 on the yellow bar and on white; MUI's default (a faint ripple) does not. An outlined field's
 * ring is its own outline, as thick and as black, which goes round its floating label (web/app/theme.ts).
 */
export const focusRing = { outline: '3px solid #000', outlineOffset: '2px' } as const;
/** Inside menus, lists and cards the ring is drawn within the item, where a scrolling or rounded parent cannot clip it. */
export const insetFocusRing = { ...focusRing, outlineOffset: '-3px' } as const;

/** The page behind every card: a warm off-white. */
export const PAGE_BACKGROUND = '#FAFAF7';

/**
 * The fonts of each script: the device's own, never a download on a slow network. Urdu reads best in
 * Nastaliq (Android ships Noto Nastaliq Urdu), with Naskh as the fallback; its tall letters need more line
 * height. Hindi uses the device's Devanagari font.
 */
export const FONTS: Record<Language, { fontFamily: string; lineHeight?: number; fieldLineHeight?: number }> =
  {
    en: { fontFamily: 'Roboto, Helvetica, Arial, sans-serif' },
    hi: { fontFamily: '"Noto Sans Devanagari", "Nirmala UI", Mangal, Roboto, Helvetica, Arial, sans-serif' },
    ur: {
      fontFamily:
        '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Urdu Typesetting", "Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, Arial, sans-serif',
      lineHeight: 1.9,
      // Noto Nastaliq Urdu's letters rise up to 1.9em above the baseline and fall 0.7em below ('گھر کا پتہ',
      // 'نام'): fields, which clip at their line, need all of that and a little room (see theme.ts, `tallFields`).
      fieldLineHeight: 2.6,
    },
  };

const DEFAULT_LINE_HEIGHT = 1.5;

/**
 * MUI's SvgIcon root and its sizes, for the plain icons (plain-svg-icon.tsx). One class each, as emotion's
 * own class was, so that a parent's rule for the icons inside it still wins.
 */
const PLAIN_ICON_CSS = [
  '.MuiSvgIcon-root { user-select: none; width: 1em; height: 1em; display: inline-block; flex-shrink: 0; fill: currentColor; font-size: 1.5rem; }',
  '.MuiSvgIcon-fontSizeSmall { font-size: 1.25rem; }',
  '.MuiSvgIcon-fontSizeLarge { font-size: 2.1875rem; }',
  '.MuiSvgIcon-fontSizeInherit { font-size: inherit; }',
];

/**
 * The page's baseline styles, as MUI's CssBaseline writes them for the app's theme, with the theme's own
 * additions: the focus ring on links, and the side of a block that sets its own direction. The build writes
 * them into index.html (vite.config.ts), so they hold from the first paint, the loading shell's included, and
 * cost the app nothing: as CssBaseline they were 55 ms of a slow phone's first render, serialized and inserted
 * by emotion on every start (bench/long-tasks.ts). Each language's fonts follow the page's `lang`.
 */
export function baselineCss(): string {
  const { en, ...others } = FONTS;
  const byLanguage = Object.entries(others).map(
    ([language, font]) =>
      `html:lang(${language}) body { font-family: ${font.fontFamily};${
        font.lineHeight ? ` line-height: ${font.lineHeight};` : ''
      } }`,
  );
  return [
    'html { -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; box-sizing: border-box; -webkit-text-size-adjust: 100%; }',
    '*, *::before, *::after { box-sizing: inherit; }',
    'strong, b { font-weight: 700; }',
    `body { margin: 0; color: rgba(0, 0, 0, 0.87); font-family: ${en.fontFamily}; font-weight: 400; font-size: 1rem; line-height: ${DEFAULT_LINE_HEIGHT}; background-color: ${PAGE_BACKGROUND}; }`,
    ...byLanguage,
    '@media print { body { background-color: #fff; } }',
    `body::backdrop { background-color: ${PAGE_BACKGROUND}; }`,
    `a:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; }`,
    // 'Try again' where a part of the screen could not be fetched (web/components/chunk-load-failed.tsx).
    '.plain-retry { font: inherit; font-size: 0.8125rem; font-weight: 600; color: inherit; background: none; border: 0; border-radius: 4px; padding: 4px 5px; cursor: pointer; -webkit-tap-highlight-color: transparent; }',
    '.plain-retry:disabled { cursor: default; opacity: 0.6; }',
    `.plain-retry:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; }`,
    // A block whose own words decide their direction (a name or an address typed in Latin letters,
    // `dir="auto"`) keeps that order, but takes its side from the page: right in Urdu, like the rest of the
    // card. `:where` adds no weight, so a component's own alignment still wins. Chromium knows
    // only the prefixed keyword; each browser drops the one it does not know.
    ':where([dir="auto"]) { text-align: -webkit-match-parent; text-align: match-parent; }',
    ...PLAIN_ICON_CSS,
  ].join('\n');
}
