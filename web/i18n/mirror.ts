import type { SxProps, Theme } from '@mui/material/styles';

/** An arrow or chevron that points along the reading direction: flipped on a right-to-left page. */
export const mirroredInRtl = (theme: Theme) =>
  theme.direction === 'rtl' ? ({ transform: 'scaleX(-1)' } as const) : {};

/** The same, as an `sx` prop. */
export const mirrorInRtl: SxProps<Theme> = (theme) => mirroredInRtl(theme);
