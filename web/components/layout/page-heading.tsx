import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A screen's one h1, the same size on every signed-in screen. The frame moves the focus to it after each
 * navigation (use-focus-page-heading.ts), so a screen reader announces the page.
 */
export function PageHeading({
  children,
  dir,
  sx,
}: {
  children: ReactNode;
  /** 'auto' for a heading that is a person's name, which may be written in any script. */
  dir?: 'auto';
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography
      variant="h4"
      component="h1"
      dir={dir}
      sx={[
        { fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 700, overflowWrap: 'anywhere' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
