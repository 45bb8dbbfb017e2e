import type { Theme } from '@mui/material/styles';

/**
 * A timetable's look, shared by today's times and the month's: plain table elements with MUI's table look
 * (rows ruled, the header in bold), the times in one line each. The table follows the page's direction by
 * itself, so in Urdu the prayer comes first from the right; each time keeps its own order inside its cell.
 */
export function timesTable(theme: Theme) {
  return {
    borderCollapse: 'collapse',
    width: '100%',
    ...theme.typography.body2,
    '& th, & td': {
      padding: theme.spacing(0.75, 1),
      borderBottom: `1px solid ${theme.palette.divider}`,
      textAlign: 'start',
      whiteSpace: 'nowrap',
    },
    '& thead th': { fontWeight: 700, color: theme.palette.text.secondary },
    '& tbody th': { fontWeight: 600 },
    '& tr:last-child > *': { borderBottom: 0 },
  } as const;
}
