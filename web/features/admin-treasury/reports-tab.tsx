import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financialYearOf } from '../../../domain/treasury/financial-year';
import { indiaDateOf } from '../../../domain/treasury/india-date';
import { rupeesText } from '../../../domain/treasury/money';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useToast } from '../../components/toast/toast-provider';
import { downloadText, downloadWithToken } from '../../lib/download-text';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { monthFirstDay } from './expenses-tab';
import { useFundName } from './fund-name';

const REPORTS = ['collections', 'balances', 'arrears', 'receipts', 'expenses', 'form10bd'] as const;
const heading = { fontSize: '1.25rem' } as const;

/** The financial years a treasurer may pick: this one and the four before it. */
function recentYears(today: string): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from(
    { length: 5 },
    (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`,
  );
}

/**
 * The treasurer's reports for a financial year: collections by fund and month (a table that scrolls sideways
 * on a phone), the funds' balances, the households behind on chanda, Form 10BD with each donor's Form 10BE
 * PDF, and every report as CSV.
 */
export function ReportsTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const toast = useToast();
  const years = recentYears(indiaDateOf(new Date()));
  const [year, setYear] = useState(years[0]!);
  const report = useCall('getTreasuryReport', { mosqueId, financialYear: year });
  const arrears = usePagedCall('getChandaArrears', { mosqueId });
  const form = useCall('getForm10BD', { mosqueId, financialYear: year });
  const exporting = useAction('exportTreasury');

  const download10BE = async (donorKey: string) => {
    try {
      await downloadWithToken(
        `/files/form-10be/${mosqueId}/${year}/${encodeURIComponent(donorKey)}.pdf`,
        `form-10be-${year}-${donorKey}.pdf`,
      );
    } catch {
      toast(t('adminTreasuryReports.downloadFailed'), 'error');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <TextField
        select
        label={t('adminTreasuryReports.financialYear')}
        value={year}
        onChange={(e) => setYear(e.target.value)}
        sx={{ maxWidth: 240 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>

      <Box component="section" aria-labelledby="treasury-downloads">
        <Typography id="treasury-downloads" variant="h2" sx={heading}>
          {t('adminTreasuryReports.downloads')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {REPORTS.map((r) => (
            <Button
              key={r}
              variant="outlined"
              color="secondary"
              disabled={exporting.pending}
              onClick={async () => {
                const reply = await exporting.run({ mosqueId, financialYear: year, report: r });
                if (reply) downloadText(reply.fileName, reply.csv);
              }}
            >
              {t(`adminTreasuryReports.csv.${r}`)}
            </Button>
          ))}
        </Box>
      </Box>

      {report.error ? (
        <LoadError onRetry={report.reload} />
      ) : !report.data ? (
        <LoadingStatus label={t('common.loading')} />
      ) : (
        <>
          <Box component="section" aria-labelledby="treasury-collections" sx={{ minWidth: 0 }}>
            <Typography id="treasury-collections" variant="h2" sx={heading}>
              {t('adminTreasuryReports.collections')}
            </Typography>
            {/* Twelve months and six funds do not fit 360 px: the table scrolls sideways, the page does not. */}
            <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('adminTreasuryReports.monthColumn')}
                    </TableCell>
                    {report.data.funds.map((f) => (
                      <TableCell key={f.fundId} component="th" scope="col" align="right">
                        {fundName(f.key, f.name)}
                      </TableCell>
                    ))}
                    <TableCell component="th" scope="col" align="right">
                      {t('adminTreasuryReports.total')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.months.map((m) => {
                    const inMonth = report.data!.collections.filter((c) => c.month === m);
                    return (
                      <TableRow key={m}>
                        <TableCell component="th" scope="row">
                          {monthFirstDay(m)}
                        </TableCell>
                        {report.data!.funds.map((f) => (
                          <TableCell key={f.fundId} align="right">
                            {rupeesText(inMonth.find((c) => c.fundId === f.fundId)?.totalPaise ?? 0)}
                          </TableCell>
                        ))}
                        <TableCell align="right">
                          {rupeesText(inMonth.reduce((sum, c) => sum + c.totalPaise, 0))}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {report.data.cancelled.length > 0 && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('adminTreasuryReports.cancelledNote', {
                  count: report.data.cancelled.reduce((n, c) => n + c.count, 0),
                  amount: rupeesText(report.data.cancelled.reduce((n, c) => n + c.totalPaise, 0)),
                })}
              </Typography>
            )}
          </Box>

          <Box component="section" aria-labelledby="treasury-balances">
            <Typography id="treasury-balances" variant="h2" sx={heading}>
              {t('adminTreasuryReports.balances')}
            </Typography>
            <List dense>
              {report.data.funds.map((f) => (
                <ListItem key={f.fundId} divider>
                  <ListItemText
                    primary={`${fundName(f.key, f.name)}${f.closed ? ` ${t('adminTreasuryReports.closedFund')}` : ''}`}
                    secondary={`${t('adminTreasuryReports.balance')}: ${rupeesText(f.balancePaise)}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        </>
      )}

      <Box component="section" aria-labelledby="treasury-arrears">
        <Typography id="treasury-arrears" variant="h2" sx={heading}>
          {t('adminTreasuryReports.arrears')}
        </Typography>
        {arrears.error ? (
          <LoadError onRetry={arrears.reload} />
        ) : arrears.loading ? (
          <LoadingStatus label={t('common.loading')} dense />
        ) : arrears.items.length === 0 ? (
          <Typography color="text.secondary">{t('adminTreasuryReports.noArrears')}</Typography>
        ) : (
          <List dense>
            {arrears.items.map((a) => (
              <ListItem key={a.memberId} divider>
                <ListItemText
                  primary={`${a.name ?? a.uniqueId} · ${t('adminTreasuryReports.monthsDue', {
                    count: a.dueMonths.length,
                    amount: rupeesText(a.duePaise),
                  })}`}
                  secondary={[
                    a.uniqueId,
                    a.mobileEnd ? t('adminTreasuryReports.mobileEnd', { digits: a.mobileEnd }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {arrears.hasMore && (
          <Button onClick={arrears.loadMore} disabled={arrears.loadingMore}>
            {t('adminTreasuryReports.loadMore')}
          </Button>
        )}
      </Box>

      <Box component="section" aria-labelledby="treasury-10bd">
        <Typography id="treasury-10bd" variant="h2" sx={heading}>
          {t('adminTreasuryReports.form10BD')}
        </Typography>
        {form.error ? (
          <LoadError onRetry={form.reload} />
        ) : !form.data ? (
          <LoadingStatus label={t('common.loading')} dense />
        ) : form.data.rows.length === 0 ? (
          <Typography color="text.secondary">{t('adminTreasuryReports.no10BD')}</Typography>
        ) : (
          <List dense>
            {form.data.rows.map((r) => (
              <ListItem
                key={`${r.donorKey}|${r.donationType}|${r.mode}`}
                divider
                secondaryAction={
                  // The secondary colour, as the CSV buttons: the primary's text on white fails axe's contrast.
                  <Button
                    size="small"
                    color="secondary"
                    aria-label={t('adminTreasuryReports.form10BEFor', { name: r.donorName })}
                    onClick={() => download10BE(r.donorKey)}
                  >
                    {t('adminTreasuryReports.form10BE')}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${r.donorName} · ${rupeesText(r.amountPaise)}`}
                  secondary={[r.idNumber, r.donationType, r.mode].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
