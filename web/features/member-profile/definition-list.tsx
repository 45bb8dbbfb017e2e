import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { Ltr } from '../../i18n/bidi';

export type DefinitionRow = { key: string; term: string; value: string; ltr?: boolean };

/**
 * Label and value pairs as a definition list. A value written left to right (an id, a number) keeps its order in
 * Urdu; any other value (a name, an address) takes its direction from its own first letter, so '12 Gali Qasim
 * Jan' is not shown as 'Gali Qasim Jan 12', and stays on the page's side (the theme's rule for `dir="auto"`).
 */
export function DefinitionList({ rows }: { rows: DefinitionRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0, width: '100%' }}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', m: 0 }}>
            {row.term}
          </Box>
          <Box
            component="dd"
            dir={row.ltr ? undefined : 'auto'}
            sx={{
              m: 0,
              mb: 1.5,
              typography: 'body1',
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            {row.ltr ? <Ltr>{row.value}</Ltr> : row.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
