import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { MSG } from '../../../domain/messages';
import { DEFAULT_ZAKAT_PURPOSES } from '../../../domain/treasury/default-funds';
import { paiseOfRupees, rupeesDecimal } from '../../../domain/treasury/money';
import { TREASURY_MESSAGES as T } from '../../../domain/treasury/treasury-messages';
import { panSchema, requiredText, upiIdSchema } from '../../../domain/treasury/treasury-schemas';
import * as z from '../../../domain/zod';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormSwitch } from '../../components/forms/form-switch';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { FundsCard } from './funds-card';
import { useTreasuryWrite } from './use-treasury-write';

type Treasury = FunctionOutput<'getMosqueTreasury'>;

const settingsForm = z.object({
  upiId: upiIdSchema,
  payeeName: requiredText(T.payeeNameRequired, 100),
  legalName: requiredText(T.legalNameRequired, 200),
  address: requiredText(MSG.addressRequired, 500),
  pan: panSchema,
  has80G: z.boolean(),
  number80G: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  chanda: z
    .string()
    .check(z.refine((text) => text.trim() === '' || paiseOfRupees(text) !== null, T.amountWholePaise)),
});

/** The form's values from what the server keeps; an amount shown back in rupees ('250', '250.50'). */
function valuesOf(settings: Treasury['settings']) {
  const chanda = settings?.chandaPaise ?? null;
  return {
    upiId: settings?.upiId ?? '',
    payeeName: settings?.payeeName ?? '',
    legalName: settings?.legalName ?? '',
    address: settings?.address ?? '',
    pan: settings?.pan ?? '',
    has80G: settings?.registration80G !== null && settings?.registration80G !== undefined,
    number80G: settings?.registration80G?.number ?? '',
    validFrom: settings?.registration80G?.validFrom ?? '',
    validTo: settings?.registration80G?.validTo ?? '',
    chanda: chanda === null ? '' : rupeesDecimal(chanda).replace(/\.00$/, ''),
  };
}

/**
 * The masjid's treasury settings: the UPI id and payee that every member's link carries, the trust that its
 * receipts name (with 80G when it has it), the chanda suggested to a household, and what Zakat may pay for
 * (docs/decisions/0013-baitul-maal.md). The first save opens the default funds, kept below.
 */
export function SettingsTab({ mosqueId, treasury }: { mosqueId: string; treasury: Treasury }) {
  const { t } = useTranslation();
  const form = useZodForm(settingsForm, valuesOf(treasury.settings));
  const { control, handleSubmit, watch } = form;
  const problems = useFormProblems(form, {
    paths: { registration80G: 'number80G', chandaPaise: 'chanda' },
  });
  const save = useTreasuryWrite('updateMosqueTreasury', { showProblem: problems.show });
  const [purposes, setPurposes] = useState<string[]>(
    treasury.settings?.zakatPurposes ?? [...DEFAULT_ZAKAT_PURPOSES],
  );
  const [purpose, setPurpose] = useState('');
  const has80G = watch('has80G');
  const addPurpose = () => {
    const added = purpose.trim();
    if (added && !purposes.includes(added)) setPurposes([...purposes, added]);
    setPurpose('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box
        component="form"
        noValidate
        aria-labelledby="treasury-settings-title"
        sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
        onSubmit={handleSubmit(async (values) => {
          const chandaPaise = values.chanda.trim() === '' ? null : paiseOfRupees(values.chanda);
          await save.run({
            mosqueId,
            upiId: values.upiId,
            payeeName: values.payeeName,
            legalName: values.legalName,
            address: values.address,
            pan: values.pan,
            registration80G: values.has80G
              ? {
                  number: values.number80G,
                  validFrom: values.validFrom || null,
                  validTo: values.validTo || null,
                }
              : null,
            chandaPaise,
            zakatPurposes: purposes,
          });
        })}
      >
        <Typography variant="h6" component="h2" id="treasury-settings-title">
          {t('adminTreasury.settings.title')}
        </Typography>
        <FormTextField
          control={control}
          name="upiId"
          label={t('adminTreasury.settings.upiId')}
          helperText={t('adminTreasury.settings.upiIdHelp')}
          required
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none' } }}
          disabled={save.pending}
        />
        <FormTextField
          control={control}
          name="payeeName"
          label={t('adminTreasury.settings.payeeName')}
          required
          disabled={save.pending}
        />
        <FormTextField
          control={control}
          name="legalName"
          label={t('adminTreasury.settings.legalName')}
          required
          disabled={save.pending}
        />
        <FormTextField
          control={control}
          name="address"
          label={t('adminTreasury.settings.address')}
          required
          multiline
          minRows={2}
          disabled={save.pending}
        />
        <FormTextField
          control={control}
          name="pan"
          label={t('adminTreasury.settings.pan')}
          required
          keep={(typed) => typed.toUpperCase().slice(0, 10)}
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
          disabled={save.pending}
        />
        <FormSwitch
          control={control}
          name="has80G"
          label={t('adminTreasury.settings.has80G')}
          disabled={save.pending}
        />
        {has80G && (
          <>
            <FormTextField
              control={control}
              name="number80G"
              label={t('adminTreasury.settings.number80G')}
              required
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              disabled={save.pending}
            />
            <FormDateField
              control={control}
              name="validFrom"
              label={t('adminTreasury.settings.validFrom')}
              disabled={save.pending}
            />
            <FormDateField
              control={control}
              name="validTo"
              label={t('adminTreasury.settings.validTo')}
              disabled={save.pending}
            />
          </>
        )}
        <FormTextField
          control={control}
          name="chanda"
          label={t('adminTreasury.settings.chanda')}
          helperText={t('adminTreasury.settings.chandaHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
          disabled={save.pending}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('adminTreasury.settings.zakatPurposes')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {purposes.map((p) => (
              <Chip
                key={p}
                label={<bdi>{p}</bdi>}
                // A long purpose wraps within 360 px instead of widening the page.
                sx={{
                  maxWidth: '100%',
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                }}
                onDelete={save.pending ? undefined : () => setPurposes(purposes.filter((q) => q !== p))}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t('adminTreasury.settings.newPurpose')}
              value={purpose}
              onChange={(e) => setPurpose(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addPurpose();
                }
              }}
              size="small"
              disabled={save.pending}
            />
            <Button color="secondary" onClick={addPurpose} disabled={save.pending || purpose.trim() === ''}>
              {t('adminTreasury.settings.addPurpose')}
            </Button>
          </Box>
        </Box>
        {problems.message && (
          <Typography color="error" role="alert" ref={problems.messageRef} tabIndex={-1}>
            {problems.message}
          </Typography>
        )}
        <SubmitButton
          label={t('adminTreasury.settings.save')}
          busyLabel={t('adminTreasury.settings.saving')}
          busy={save.pending}
        />
      </Box>
      {treasury.settings && <FundsCard mosqueId={mosqueId} funds={treasury.funds} />}
    </Box>
  );
}
