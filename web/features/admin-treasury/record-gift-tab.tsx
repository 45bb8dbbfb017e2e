import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { paiseOfRupees, rupeesText } from '../../../domain/treasury/money';
import { TREASURY_MESSAGES as T } from '../../../domain/treasury/treasury-messages';
import { RECORDED_MODES, requiredText } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useFundName } from './fund-name';
import { type ChosenMember, MemberSearchField } from './member-search-field';
import { ReceiptActions } from './receipt-actions';
import { useTreasuryWrite } from './use-treasury-write';

type Fund = FunctionOutput<'getMosqueTreasury'>['funds'][number];

const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The form's own shape: the amount as typed in rupees, read into paise with paiseOfRupees, never a float. */
const giftForm = z.object({
  fundId: z.string().check(z.minLength(1, T.fundRequired)),
  amount: z.string().check(
    z.refine((text) => text.trim() !== '', T.amountRequired),
    z.refine((text) => text.trim() === '' || paiseOfRupees(text) !== null, T.amountWholePaise),
  ),
  mode: z.enum(RECORDED_MODES),
  donorName: requiredText(T.donorNameRequired, 100),
  pan: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || PAN_SHAPE.test(v.toUpperCase()), T.panInvalid),
  ),
  address: z.string(),
  onBehalfOf: z.string(),
  member: z.nullable(z.object({ id: z.string(), name: z.string(), mobileEnd: z.nullable(z.string()) })),
});

type Issued = {
  receiptId: string;
  receiptNumber: string;
  amountPaise: number;
  fund: string;
  donorName: string;
};

const EMPTY = {
  fundId: '',
  amount: '',
  mode: 'cash' as const,
  donorName: '',
  pan: '',
  address: '',
  onBehalfOf: '',
  member: null as ChosenMember | null,
};

/**
 * A cash, cheque or bank gift the treasurer received: its receipt is issued at once
 * (docs/decisions/0013-baitul-maal.md), and the screen then shows the number with the PDF, the SMS and the
 * WhatsApp share, the focus on it, until "Record another gift".
 */
export function RecordGiftTab({
  mosqueId,
  mosqueName,
  funds,
}: {
  mosqueId: string;
  mosqueName: string;
  funds: Fund[];
}) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const open = funds.filter((f) => !f.closed);
  const form = useZodForm(giftForm, { ...EMPTY, fundId: open[0]?.fundId ?? '' });
  const { control, handleSubmit, reset, setValue } = form;
  const problems = useFormProblems(form, { paths: { amountPaise: 'amount' } });
  const record = useTreasuryWrite('recordDonation', { showProblem: problems.show });
  const [issued, setIssued] = useState<Issued | null>(null);
  const issuedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (issued) issuedHeading.current?.focus();
  }, [issued]);

  if (issued)
    return (
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2" ref={issuedHeading} tabIndex={-1}>
            {t('adminTreasury.record.issued', { number: issued.receiptNumber })}
          </Typography>
          <Typography dir="auto">
            {t('adminTreasury.record.issuedFor', {
              amount: rupeesText(issued.amountPaise),
              fund: issued.fund,
              name: issued.donorName,
            })}
          </Typography>
          <ReceiptActions receiptId={issued.receiptId} mosqueName={mosqueName} />
          <Button
            color="secondary"
            sx={{ justifySelf: 'start' }}
            onClick={() => {
              setIssued(null);
              reset({ ...EMPTY, fundId: open[0]?.fundId ?? '' });
            }}
          >
            {t('adminTreasury.record.another')}
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      onSubmit={handleSubmit(async (values) => {
        const amountPaise = paiseOfRupees(values.amount);
        if (amountPaise === null) return;
        const pan = values.pan.trim().toUpperCase();
        const reply = await record.run({
          mosqueId,
          fundId: values.fundId,
          amountPaise,
          mode: values.mode,
          donorName: values.donorName,
          pan: pan || null,
          address: values.address,
          onBehalfOf: values.onBehalfOf,
          memberId: values.member?.id ?? null,
        });
        if (reply?.pass && reply.receiptId && reply.receiptNumber) {
          const fund = funds.find((f) => f.fundId === values.fundId);
          setIssued({
            receiptId: reply.receiptId,
            receiptNumber: reply.receiptNumber,
            amountPaise,
            fund: fund ? fundName(fund.key, fund.name) : '',
            donorName: values.donorName,
          });
        }
      })}
    >
      <FormSelect
        control={control}
        name="fundId"
        label={t('adminTreasury.record.fund')}
        choices={open.map((f) => ({ value: f.fundId, label: fundName(f.key, f.name) }))}
        disabled={record.pending}
      />
      <FormTextField
        control={control}
        name="amount"
        label={t('adminTreasury.record.amount')}
        helperText={t('adminTreasury.record.amountHelp')}
        required
        inputMode="decimal"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
        disabled={record.pending}
      />
      <FormSelect
        control={control}
        name="mode"
        label={t('adminTreasury.record.mode')}
        choices={RECORDED_MODES.map((m) => ({ value: m, label: t(`adminTreasury.mode.${m}`) }))}
        disabled={record.pending}
      />
      <Controller
        control={control}
        name="member"
        render={({ field }) => (
          <MemberSearchField
            mosqueId={mosqueId}
            value={field.value}
            onChange={(member) => {
              field.onChange(member);
              // The receipt prints the member's name as the directory has it; the treasurer may still change it.
              if (member) setValue('donorName', member.name, { shouldDirty: true, shouldValidate: true });
            }}
            disabled={record.pending}
          />
        )}
      />
      <FormTextField
        control={control}
        name="donorName"
        label={t('adminTreasury.record.donorName')}
        required
        disabled={record.pending}
      />
      <FormTextField
        control={control}
        name="pan"
        label={t('adminTreasury.record.pan')}
        keep={(typed) => typed.toUpperCase().slice(0, 10)}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
        disabled={record.pending}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('adminTreasury.record.address')}
        multiline
        minRows={2}
        disabled={record.pending}
      />
      <FormTextField
        control={control}
        name="onBehalfOf"
        label={t('adminTreasury.record.onBehalfOf')}
        disabled={record.pending}
      />
      {problems.message && (
        <Typography color="error" role="alert" ref={problems.messageRef} tabIndex={-1}>
          {problems.message}
        </Typography>
      )}
      <SubmitButton
        label={t('adminTreasury.record.submit')}
        busyLabel={t('adminTreasury.record.recording')}
        busy={record.pending}
      />
    </Box>
  );
}
