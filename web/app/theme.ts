import { createTheme } from '@mui/material/styles';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '../../domain/constants';

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
    // Yellow on white is about 1.4:1; focus rings, radios and switches use black to stay visible.
    MuiTextField: { defaultProps: { color: 'secondary' } },
    MuiRadio: { defaultProps: { color: 'secondary' } },
    MuiCheckbox: { defaultProps: { color: 'secondary' } },
    MuiSwitch: { defaultProps: { color: 'secondary' } },
    MuiSelect: { defaultProps: { color: 'secondary' } },
  },
});
