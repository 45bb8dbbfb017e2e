import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceNames } from '../../i18n/reference-names';
import { categoryLabelKey, FIELD_LABEL_KEYS } from './detail-labels';
import { summaryRows } from './detail-rules';

export type MemberDetailsSummaryProps = {
  category: string | null;
  details: Record<string, unknown> | null;
};

const term = { color: 'text.secondary', typography: 'body2', m: 0 } as const;
const value = {
  m: 0,
  mb: 1.5,
  typography: 'body1',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
} as const;

/**
 * A person's category and the details they filled in, as a definition list: the category's label, then each
 * filled field of that category, a chosen value in the reader's language by its id.
 */
export function MemberDetailsSummary({ category, details }: MemberDetailsSummaryProps) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const rows = summaryRows(category, details, names.value);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Box component="dt" sx={term}>
        {t('details.category')}
      </Box>
      <Box component="dd" sx={{ ...value, fontWeight: 600 }}>
        {t(categoryLabelKey(category))}
      </Box>
      {rows.map((row) => (
        <Fragment key={row.field}>
          <Box component="dt" sx={term}>
            {t(FIELD_LABEL_KEYS[row.field])}
          </Box>
          <Box component="dd" sx={value}>
            {row.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
