import { createTheme } from '@mui/material/styles';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '../../domain/constants';

/**
 * WCAG 2.2 focus appearance: a solid 3 px black ring, set off by 2 px, on every focusable control. Black reads
 * at about 15:1 on the yellow bar and on white; MUI's default (a faint ripple) does not.
 */
const focusRing = { outline: '3px solid #000', outlineOffset: '2px' } as const;
// Inside menus and lists the ring is drawn within the item, where a scrolling parent cannot clip it.
const insetFocusRing = { outline: '3px solid #000', outlineOffset: '-3px' } as const;

/** Spec §1: yellow primary with black and white accents; spec §9 tooltip delays. */
export const theme = createTheme({
  palette: {
    primary: { main: '#FFD400', dark: '#E6B800', light: '#FFE566', contrastText: '#000000' },
    secondary: { main: '#000000', contrastText: '#FFFFFF' },
    background: { default: '#FAFAF7', paper: '#FFFFFF' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  spacing: 8,
  shape: { borderRadius: 10 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
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
});
