import type { SxProps, Theme } from '@mui/material/styles';

/** An arrow or chevron that points along the reading direction: flipped on a right-to-left page. */
export const mirrorInRtl: SxProps<Theme> = (theme) =>
  theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
