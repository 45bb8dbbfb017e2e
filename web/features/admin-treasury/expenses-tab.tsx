import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../domain/dates';
import { MSG } from '../../../domain/messages';
import { ZAKAT_FUND_KEY } from '../../../domain/treasury/default-funds';
import { financialYearOf, monthsOfFinancialYear } from '../../../domain/treasury/financial-year';
import { indiaDateOf } from '../../../domain/treasury/india-date';
import { paiseOfRupees, rupeesText } from '../../../domain/treasury/money';
import { TREASURY_MESSAGES as T } from '../../../domain/treasury/treasury-messages';
import { requiredText } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { useFundName } from './fund-name';
import { useTreasuryWrite } from './use-treasury-write';

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
const expenseForm = z.object({
  fundId: z.string().check(z.minLength(1, T.fundRequired)),
  amount: z.string().check(
    z.refine((text) => text.trim() !== '', T.amountRequired),
    z.refine((text) => text.trim() === '' || paiseOfRupees(text) !== null, T.amountWholePaise),
  ),
  payee: requiredText(T.payeeRequired, 100),
  purpose: requiredText(T.purposeRequired, 100),
  billNumber: z.string(),
  spentOn: z.string().check(z.refine((iso) => isCalendarDate(iso), MSG.dateInvalid)),
});

/**
 * The treasurer's expenses: record a voucher against an open fund (Zakat offers only its eligible purposes),
 * the year's expenses, and the month's close behind a confirmation. One key per intended submit, kept across
 * its retries, so a double tap records one expense (docs/decisions/0013-baitul-maal.md). A refusal is shown
 * on the field it is about, as every form does: too little in the fund on the amount, a purpose Zakat may
 * not pay on the purpose.
 */
export function ExpensesTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const today = indiaDateOf(new Date());
  const year = financialYearOf(today);
  const treasury = useCall('getMosqueTreasury', { mosqueId });
  const expenses = usePagedCall('getExpenses', { mosqueId, financialYear: year });
  const form = useZodForm(expenseForm, {
    fundId: '',
    amount: '',
    payee: '',
    purpose: '',
    billNumber: '',
    spentOn: today,
  });
  const { control, handleSubmit, reset, setValue, watch } = form;
  const problems = useFormProblems(form, {
    paths: { amountPaise: 'amount' },
    refusals: { balanceTooLow: 'amount', zakatPurposeNotEligible: 'purpose' },
  });
  const record = useTreasuryWrite('recordExpense', { showProblem: problems.show });
  const close = useAction('closeMonth');
  const fundId = watch('fundId');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const thisMonth = today.slice(0, 7);
  const endedMonths = monthsOfFinancialYear(year).filter((m) => m < thisMonth);
  const [month, setMonth] = useState(endedMonths[endedMonths.length - 1] ?? '');
  const [confirming, setConfirming] = useState(false);
  const closeKey = useRef(newIdempotencyKey());
  // Another fund asks for its own purpose: Zakat's is one of a list, the others' is typed.
  useEffect(() => {
    if (fundId) setValue('purpose', '');
  }, [fundId, setValue]);

  if (treasury.error) return <LoadError onRetry={treasury.reload} />;
  if (!treasury.data) return <LoadingStatus label={t('common.loading')} />;
  const funds = treasury.data.funds.filter((f) => !f.closed);
  const fund = funds.find((f) => f.fundId === fundId);
  const zakat = fund?.key === ZAKAT_FUND_KEY;
  const zakatPurposes = treasury.data.settings?.zakatPurposes ?? [];

  const submit = handleSubmit(async (values) => {
    problems.clear();
    const reply = await record.run({
      mosqueId,
      fundId: values.fundId,
      amountPaise: paiseOfRupees(values.amount) ?? 0,
      payee: values.payee,
      purpose: values.purpose,
      billNumber: values.billNumber || undefined,
      spentOn: values.spentOn,
    });
    if (reply?.pass) {
      reset({ ...values, amount: '', payee: '', purpose: '', billNumber: '' });
      // The new expense is at the top of the list: the focus goes there, where what changed is.
      listHeading.current?.focus();
    }
  });

  const closeChosen = async () => {
    const reply = await close.run({ mosqueId, idempotencyKey: closeKey.current, month });
    if (reply) closeKey.current = newIdempotencyKey();
    setConfirming(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
        noValidate
        aria-labelledby="treasury-expense-title"
      >
        <Typography id="treasury-expense-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('adminTreasuryReports.recordExpense')}
        </Typography>
        <FormSelect
          control={control}
          name="fundId"
          label={t('adminTreasuryReports.fund')}
          choices={funds.map((f) => ({
            value: f.fundId,
            label: `${fundName(f.key, f.name)} (${rupeesText(f.balancePaise)})`,
          }))}
          disabled={record.pending}
        />
        <FormTextField
          control={control}
          name="amount"
          required
          label={t('adminTreasuryReports.amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          disabled={record.pending}
        />
        <FormTextField
          control={control}
          name="payee"
          required
          label={t('adminTreasuryReports.payee')}
          disabled={record.pending}
        />
        {zakat ? (
          <FormSelect
            control={control}
            name="purpose"
            label={t('adminTreasuryReports.purpose')}
            choices={zakatPurposes.map((p) => ({ value: p, label: p }))}
            helperText={t('adminTreasuryReports.zakatPurposeHelp')}
            disabled={record.pending}
          />
        ) : (
          <FormTextField
            control={control}
            name="purpose"
            required
            label={t('adminTreasuryReports.purpose')}
            disabled={record.pending}
          />
        )}
        <FormTextField
          control={control}
          name="billNumber"
          label={t('adminTreasuryReports.billNumber')}
          disabled={record.pending}
        />
        {/* Day first, as the app's every date (a browser's own date field shows an en-US month first). */}
        <FormDateField
          control={control}
          name="spentOn"
          label={t('adminTreasuryReports.spentOn')}
          disableFuture
          openTo="day"
          disabled={record.pending}
        />
        {problems.message && (
          <Typography color="error" role="alert" ref={problems.messageRef} tabIndex={-1}>
            {problems.message}
          </Typography>
        )}
        <SubmitButton
          label={t('adminTreasuryReports.record')}
          busyLabel={t('adminTreasuryReports.recording')}
          busy={record.pending}
        />
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
