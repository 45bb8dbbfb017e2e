import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One part of the SMS page: an outlined box named by its h2, so a screen reader can jump from part to part. */
export function SmsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
