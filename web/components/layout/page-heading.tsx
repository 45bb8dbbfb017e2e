import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * A screen's one h1, the same size on every signed-in screen. The frame moves the focus to it after each
 * navigation (use-focus-page-heading.ts), so a screen reader announces the page. It also names the browser
 * tab, so no screen can forget to, or leave the last screen's name behind.
 */
export function PageHeading({
  children,
  title,
  dir,
  sx,
}: {
  children: ReactNode;
  /** The tab's name for the screen ("My Family" gives "My Family · Anjuman"); null for the portal's name alone. */
  title: string | null;
  /** 'auto' for a heading that is a person's name, which may be written in any script. */
  dir?: 'auto';
  sx?: SxProps<Theme>;
}) {
  usePageTitle(title);
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
