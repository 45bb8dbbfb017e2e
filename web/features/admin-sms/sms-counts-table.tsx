import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SmsReport } from '../../../domain/functions/sms';
import { useFormat } from '../../i18n/use-format';
import { COUNT_ROWS } from './sms-figures';
import { SmsSection } from './sms-section';

type Counts = SmsReport['channels'][number]['today'];

// Numbers line up at the end of their cell, on the right in English and on the left in Urdu.
const NUMBER_CELL = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A channel's messages of a period (today, this month) as a table with a column per purpose and a row per
 * count, the last the parts' cost at the channel's price. Purposes are few and counts many, so this way round
 * it is narrow columns; with four purposes and Urdu's longer words a 360 px phone still needs a little more,
 * so the table scrolls inside its card (focusable, so a keyboard scrolls it too), never the page.
 */
export function SmsCountsTable({ title, counts }: { title: string; counts: Counts }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SmsSection title={title} headingLevel="h3">
      <Box
        role="region"
        aria-label={title}
        tabIndex={0}
        sx={{ overflowX: 'auto', '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
      >
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {/* The corner names nothing: a data cell, so no empty column header is announced. */}
              <TableCell component="td" />
              {counts.map((c) => (
                <TableCell
                  key={c.purpose}
                  component="th"
                  scope="col"
                  sx={{ ...NUMBER_CELL, fontWeight: 600 }}
                >
                  {t(`adminSms.purpose.${c.purpose}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COUNT_ROWS.map((row) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {t(`adminSms.count.${row}`)}
                </TableCell>
                {counts.map((c) => (
                  <TableCell key={c.purpose} sx={NUMBER_CELL}>
                    {format.number(c[row])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ '& td, & th': { borderBottom: 0 } }}>
              <TableCell component="th" scope="row">
                {t('adminSms.cost')}
              </TableCell>
              {counts.map((c) => (
                <TableCell key={c.purpose} sx={NUMBER_CELL}>
                  {c.costPaise === null ? t('adminSms.noCost') : format.money(c.costPaise)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </SmsSection>
  );
}
