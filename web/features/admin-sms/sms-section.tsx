import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * One part of the Messages page: an outlined box named by its heading (an h2, or an h3 inside a channel's
 * part), so a screen reader can jump from part to part.
 */
export function SmsSection({
  title,
  children,
  headingLevel = 'h2',
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component={headingLevel}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
