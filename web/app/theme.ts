import { createTheme, type Theme } from '@mui/material/styles';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '../../domain/constants';
import { isRightToLeft, type Language } from '../../domain/languages';

/**
 * WCAG 2.2 focus appearance: a solid 3 px black ring, set off by 2 px, on every focusable control. Black reads
 * at about 15:1 on the yellow bar and on white; MUI's default (a faint ripple) does not.
 */
const focusRing = { outline: '3px solid #000', outlineOffset: '2px' } as const;
// Inside menus and lists the ring is drawn within the item, where a scrolling parent cannot clip it.
const insetFocusRing = { outline: '3px solid #000', outlineOffset: '-3px' } as const;

/**
 * The fonts of each script: the device's own, never a download on a slow network. Urdu reads best in
 * Nastaliq (Android ships Noto Nastaliq Urdu), with Naskh as the fallback; its tall letters need more line
 * height. Hindi uses the device's Devanagari font.
 */
const FONTS: Record<Language, { fontFamily: string; lineHeight?: number }> = {
  en: { fontFamily: 'Roboto, Helvetica, Arial, sans-serif' },
  hi: { fontFamily: '"Noto Sans Devanagari", "Nirmala UI", Mangal, Roboto, Helvetica, Arial, sans-serif' },
  ur: {
    fontFamily:
      '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Urdu Typesetting", "Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, Arial, sans-serif',
    lineHeight: 1.9,
  },
};

/**
 * For someone who asked their device for less motion (WCAG 2.3.3): dialogs, menus, drawers and toasts appear
 * and leave at once, without a slide, fade or ripple.
 */
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    // Menus and collapses time themselves by their height.
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} as const;

/**
 * Spec §1: yellow primary with black and white accents; spec §9 tooltip delays. Built for a language: its
 * direction, its fonts and MUI's own texts in it (`locales`), and for the device's motion preference.
 */
export function createAppTheme(
  language: Language,
  locales: readonly object[] = [],
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): Theme {
  const font = FONTS[language];
  // Nastaliq's tall letters need the room in every variant, headings too, or lines touch.
  const tall = font.lineHeight ? { lineHeight: font.lineHeight } : {};
  return createTheme(
    {
      direction: isRightToLeft(language) ? 'rtl' : 'ltr',
      palette: {
        primary: { main: '#FFD400', dark: '#E6B800', light: '#FFE566', contrastText: '#000000' },
        secondary: { main: '#000000', contrastText: '#FFFFFF' },
        // MUI's white on its orange is 3:1; black is 6.9:1, readable on the severity chip and warning toasts.
        warning: { main: '#ED6C02', contrastText: '#000000' },
        background: { default: '#FAFAF7', paper: '#FFFFFF' },
      },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      spacing: 8,
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: font.fontFamily,
        allVariants: tall,
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiTooltip: {
          defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS, enterTouchDelay: TOOLTIP_TOUCH_DELAY_MS },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
        MuiCssBaseline: { styleOverrides: { 'a:focus-visible': focusRing } },
        // Yellow on white is about 1.4:1; focus rings, radios and switches use black to stay visible.
        MuiTextField: { defaultProps: { color: 'secondary' } },
        MuiRadio: { defaultProps: { color: 'secondary' } },
        MuiCheckbox: { defaultProps: { color: 'secondary' } },
        MuiSwitch: { defaultProps: { color: 'secondary' } },
        MuiSelect: { defaultProps: { color: 'secondary' } },
      },
    },
    ...(reducedMotion ? [NO_MOTION] : []),
    ...locales,
  );
}
