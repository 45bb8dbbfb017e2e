import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAKAT_FUND_KEY } from '../../../domain/treasury/default-funds';
import { financialYearOf, monthsOfFinancialYear } from '../../../domain/treasury/financial-year';
import { indiaDateOf } from '../../../domain/treasury/india-date';
import { paiseOfRupees, rupeesText } from '../../../domain/treasury/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { useFundName } from './fund-name';

/** 'YYYY-MM-DD' day first, as India writes a date: 03/12/2026. */
export const dayFirst = (isoDate: string) =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
/** 'YYYY-MM' as 12/2026. */
export const monthFirstDay = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * The treasurer's expenses: record a voucher against an open fund (Zakat offers only its eligible purposes),
 * the year's expenses, and the month's close behind a confirmation. One key per intended submit, kept across
 * its retries, so a double tap records one expense (docs/decisions/0013-baitul-maal.md).
 */
export function ExpensesTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const today = indiaDateOf(new Date());
  const year = financialYearOf(today);
  const treasury = useCall('getMosqueTreasury', { mosqueId });
  const expenses = usePagedCall('getExpenses', { mosqueId, financialYear: year });
  const record = useAction('recordExpense');
  const close = useAction('closeMonth');
  const [fundId, setFundId] = useState('');
  const [amount, setAmount] = useState('');
  const [payee, setPayee] = useState('');
  const [purpose, setPurpose] = useState('');
  const [billNumber, setBillNumber] = useState('');
  const [spentOn, setSpentOn] = useState(today);
  const [amountError, setAmountError] = useState(false);
  const submitKey = useRef(newIdempotencyKey());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const thisMonth = today.slice(0, 7);
  const endedMonths = monthsOfFinancialYear(year).filter((m) => m < thisMonth);
  const [month, setMonth] = useState(endedMonths[endedMonths.length - 1] ?? '');
  const [confirming, setConfirming] = useState(false);
  const closeKey = useRef(newIdempotencyKey());

  if (treasury.error) return <LoadError onRetry={treasury.reload} />;
  if (!treasury.data) return <LoadingStatus label={t('common.loading')} />;
  const funds = treasury.data.funds.filter((f) => !f.closed);
  const fund = funds.find((f) => f.fundId === fundId);
  const zakat = fund?.key === ZAKAT_FUND_KEY;
  const zakatPurposes = treasury.data.settings?.zakatPurposes ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountPaise = paiseOfRupees(amount);
    setAmountError(amountPaise === null);
    if (amountPaise === null) return;
    const reply = await record.run({
      mosqueId,
      idempotencyKey: submitKey.current,
      fundId,
      amountPaise,
      payee,
      purpose,
      billNumber: billNumber || undefined,
      spentOn,
    });
    if (reply?.pass) {
      submitKey.current = newIdempotencyKey();
      setAmount('');
      setPayee('');
      setPurpose('');
      setBillNumber('');
      // The new expense is at the top of the list: the focus goes there, where what changed is.
      listHeading.current?.focus();
    } else if (reply) submitKey.current = newIdempotencyKey();
  };

  const closeChosen = async () => {
    const reply = await close.run({ mosqueId, idempotencyKey: closeKey.current, month });
    if (reply) closeKey.current = newIdempotencyKey();
    setConfirming(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }} noValidate>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('adminTreasuryReports.recordExpense')}
        </Typography>
        <TextField
          select
          required
          label={t('adminTreasuryReports.fund')}
          value={fundId}
          onChange={(e) => {
            setFundId(e.target.value);
            setPurpose('');
          }}
        >
          {funds.map((f) => (
            <MenuItem key={f.fundId} value={f.fundId}>
              {`${fundName(f.key, f.name)} (${rupeesText(f.balancePaise)})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={t('adminTreasuryReports.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={amountError}
          helperText={amountError ? t('adminTreasuryReports.amountInvalid') : undefined}
        />
        <TextField
          required
          label={t('adminTreasuryReports.payee')}
          value={payee}
          onChange={(e) => setPayee(e.target.value)}
        />
        {zakat ? (
          <TextField
            select
            required
            label={t('adminTreasuryReports.purpose')}
            value={purpose}
            onChange={(e) => setPurpose(e.target.value)}
            helperText={t('adminTreasuryReports.zakatPurposeHelp')}
          >
            {zakatPurposes.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            required
            label={t('adminTreasuryReports.purpose')}
            value={purpose}
            onChange={(e) => setPurpose(e.target.value)}
          />
        )}
        <TextField
          label={t('adminTreasuryReports.billNumber')}
          value={billNumber}
          onChange={(e) => setBillNumber(e.target.value)}
        />
        <TextField
          type="date"
          label={t('adminTreasuryReports.spentOn')}
          value={spentOn}
          onChange={(e) => setSpentOn(e.target.value)}
          slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={record.pending || !fundId}>
          {record.pending ? t('adminTreasuryReports.recording') : t('adminTreasuryReports.record')}
        </Button>
      </Box>

      <Box>
        <Typography ref={listHeading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('adminTreasuryReports.yearExpenses', { year })}
        </Typography>
        {expenses.error ? (
          <LoadError onRetry={expenses.reload} />
        ) : expenses.loading ? (
          <LoadingStatus label={t('common.loading')} dense />
        ) : expenses.items.length === 0 ? (
          <Typography color="text.secondary">{t('adminTreasuryReports.noExpenses')}</Typography>
        ) : (
          <List>
            {expenses.items.map((e) => (
              <ListItem key={e.expenseId} divider>
                <ListItemText
                  primary={`${rupeesText(e.amountPaise)} · ${e.payee} · ${e.purpose}`}
                  secondary={[dayFirst(e.spentOn), fundName(e.fundKey, e.fundName), e.billNumber]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {expenses.hasMore && (
          <Button onClick={expenses.loadMore} disabled={expenses.loadingMore}>
            {t('adminTreasuryReports.loadMore')}
          </Button>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('adminTreasuryReports.closeMonthHeading')}
        </Typography>
        <Typography color="text.secondary">{t('adminTreasuryReports.closeMonthHelp')}</Typography>
        <TextField
          select
          label={t('adminTreasuryReports.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        >
          {endedMonths.map((m) => (
            <MenuItem key={m} value={m} disabled={treasury.data?.closedMonths.includes(m)}>
              {monthFirstDay(m)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" color="secondary" disabled={!month} onClick={() => setConfirming(true)}>
          {t('adminTreasuryReports.closeMonth')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('adminTreasuryReports.closeMonthQuestion', { month: monthFirstDay(month) })}
        text={t('adminTreasuryReports.closeMonthText')}
        confirmLabel={t('adminTreasuryReports.closeMonth')}
        busy={close.pending}
        busyLabel={t('adminTreasuryReports.closing')}
        onConfirm={closeChosen}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
