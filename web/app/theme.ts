import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '../../domain/constants';
import { isRightToLeft, type Language } from '../../domain/languages';
import { FONTS, focusRing, insetFocusRing, PAGE_BACKGROUND } from './baseline';

/**
 * A field that has the focus (text, select, date; by keyboard or by tap, as browsers show it on a field) wears
 * a ring as thick and as black as every control's (`focusRing`): its own outline, 3 px instead of 1 px of
 * grey, red while it holds an error. MUI's 2 px was too slight a change to see, and the date field's was
 * yellow on white. The ring is the outline itself, not one drawn around it, because the outline leaves a gap
 * for the floating label ("Mobile Number", "Email *", Urdu's "عنوان" on the right) which a ring around the
 * box would cut through.
 */
const fieldFocusRing = (outline: string) => ({
  [`&.Mui-focused .${outline}`]: { borderWidth: '3px' },
  [`&.Mui-focused:not(.Mui-error) .${outline}`]: { borderColor: '#000' },
});

/** The line MUI gives a field's label, input, select value and date (23 px at 16 px). */
const MUI_FIELD_LINE_EM = 1.4375;

/**
 * Fields for a script taller than MUI's 1.4375em line (in Urdu the floating label 'گھر کا پتہ' lost
 * its گ and 'تاریخ پیدائش' its dots, because the label, the select value and the date's sections clip at that
 * line). Each gets the script's line, and moves up or loses padding by the extra half, so its middle stays where
 * MUI puts it and a field keeps its height: 56 px, 40 px when small.
 */
function tallFields(lineHeight: number) {
  const line = `${lineHeight}em`;
  // Half of the extra line, in ems of the field's own text.
  const half = (lineHeight - MUI_FIELD_LINE_EM) / 2;
  const lessPadding = (px: number) => `max(0px, calc(${px}px - ${half}em))`;
  return {
    MuiInputLabel: {
      styleOverrides: {
        // MUI places an outlined label with a transform (mirrored for Urdu); `top` moves it up by the extra
        // half, scaled like the label when it floats on the border. The portal's fields are all outlined.
        root: ({ ownerState }: { ownerState: { variant?: string; shrink?: boolean } }) =>
          ownerState.variant === 'outlined'
            ? { lineHeight: line, top: `${-(ownerState.shrink ? 0.75 : 1) * half}em` }
            : {},
      },
    },
    MuiInputBase: { styleOverrides: { root: { lineHeight: line } } },
    MuiSelect: {
      styleOverrides: {
        select: {
          lineHeight: line,
          paddingTop: lessPadding(16.5),
          paddingBottom: lessPadding(16.5),
          '.MuiInputBase-sizeSmall &': { paddingTop: lessPadding(8.5), paddingBottom: lessPadding(8.5) },
        },
      },
    },
    MuiPickersInputBase: {
      styleOverrides: {
        sectionsContainer: { lineHeight: line },
        section: { lineHeight: line },
        sectionContent: { lineHeight: line },
      },
    },
    MuiPickersOutlinedInput: {
      styleOverrides: {
        sectionsContainer: ({ ownerState }: { ownerState: { inputSize?: string } }) => {
          const padding = lessPadding(ownerState.inputSize === 'small' ? 8.5 : 16.5);
          return { paddingTop: padding, paddingBottom: padding };
        },
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { lineHeight: line } } },
  } as const;
}

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
 * Yellow primary with black and white accents; tooltips after 100 ms (700 ms on touch). Built for a language: its
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
  const fields = font.fieldLineHeight ? { components: tallFields(font.fieldLineHeight) } : {};
  return createTheme(
    {
      direction: isRightToLeft(language) ? 'rtl' : 'ltr',
      palette: {
        primary: { main: '#FFD400', dark: '#E6B800', light: '#FFE566', contrastText: '#000000' },
        secondary: { main: '#000000', contrastText: '#FFFFFF' },
        // MUI's white on its orange is 3:1; black is 6.9:1, readable on the severity chip and warning toasts.
        warning: { main: '#ED6C02', contrastText: '#000000' },
        background: { default: PAGE_BACKGROUND, paper: '#FFFFFF' },
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
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
        // A card's action area fills the card, whose rounded edge cuts off whatever is drawn outside it.
        MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
        // Yellow on white is about 1.4:1; focus rings, radios and switches use black to stay visible.
        MuiTextField: {
          // What someone types (an address in Latin letters in an Urdu form) keeps its own order; a field
          // that is always left to right (a phone number) says `dir: 'ltr'` itself, which wins.
          defaultProps: { color: 'secondary', slotProps: { htmlInput: { dir: 'auto' } } },
        },
        MuiPickersTextField: { defaultProps: { color: 'secondary' } },
        MuiOutlinedInput: { styleOverrides: { root: fieldFocusRing('MuiOutlinedInput-notchedOutline') } },
        MuiPickersOutlinedInput: {
          styleOverrides: { root: fieldFocusRing('MuiPickersOutlinedInput-notchedOutline') },
        },
        MuiRadio: { defaultProps: { color: 'secondary' } },
        MuiCheckbox: { defaultProps: { color: 'secondary' } },
        MuiSwitch: { defaultProps: { color: 'secondary' } },
        MuiSelect: {
          defaultProps: { color: 'secondary' },
          // A long choice (an education level) wraps in the field instead of ending in '…' on a phone.
          styleOverrides: { select: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
        },
        // ...and in the open list, which stays within the screen (MUI's menus are at most 100% - 32 px wide).
        MuiMenuItem: {
          styleOverrides: {
            root: { whiteSpace: 'normal', overflowWrap: 'anywhere', '&.Mui-focusVisible': insetFocusRing },
          },
        },
      },
    },
    // A language's tall script: its fields (after the common settings, which it extends per component).
    fields,
    ...(reducedMotion ? [NO_MOTION] : []),
    ...locales,
  );
}
