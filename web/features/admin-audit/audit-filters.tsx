import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../domain/dates';
import { auditDaysInOrder } from '../../../domain/functions/audit';
import { MSG } from '../../../domain/messages';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../domain/privacy';
import * as z from '../../../domain/zod';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormSelect } from '../../components/forms/form-select';
import { FormTextField } from '../../components/forms/form-text-field';
import { useZodForm } from '../../components/forms/use-zod-form';
import type { Filters } from '../../components/paged-list/filters-in-url';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilterText = Filters<(typeof AUDIT_FILTER_KEYS)[number]>;

// Every field is text, '' when empty. The days are checked here, on their fields, before anything is asked:
// one that is not a date, or a From after the To, would otherwise read as 'No entries match these filters'.
const aDay = z.string().check(z.refine((day) => day === '' || isCalendarDate(day), MSG.dateInvalid));
const schema = z
  .object({
    ...(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, z.string()])) as Record<
      (typeof AUDIT_FILTER_KEYS)[number],
      z.ZodMiniString
    >),
    from: aDay,
    to: aDay,
  })
  .check(auditDaysInOrder);
const asForm = (value: AuditFilterText) =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, value[k] ?? ''])) as Record<
    (typeof AUDIT_FILTER_KEYS)[number],
    string
  >;
const asFilters = (form: Record<string, string>): AuditFilterText =>
  Object.fromEntries(Object.entries(form).filter(([, v]) => v));

/**
 * The audit trail's filters: who, which action, which object, and the days (typed day first). 'Apply' puts
 * them in the URL; 'Clear' empties them all.
 */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterText;
  onApply: (next: AuditFilterText) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, trigger } = useZodForm(schema, asForm(value));
  // Back, reload or a shared link change the URL's filters: the fields follow, and days a link got wrong
  // say so on their fields.
  useEffect(() => {
    reset(asForm(value));
    if (value.from || value.to) void trigger(['from', 'to']);
  }, [value, reset, trigger]);
  const actions = useMemo(
    () => [
      { value: '', label: t('audit.anyAction') },
      ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actionName.${a}`) })),
    ],
    [t],
  );
  const targets = useMemo(
    () => [
      { value: '', label: t('audit.anyTarget') },
      ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.target.${type}`) })),
    ],
    [t],
  );
  return (
    // In a row on a wide screen, wrapping as it needs; one under another in a phone's drawer.
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((form) => onApply(asFilters(form)))}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { sm: 'flex-start' },
        gap: 2,
        width: '100%',
        '& > :not(:last-child)': { width: { sm: 200 } },
      }}
    >
      <FormTextField control={control} name="actor" label={t('audit.actor')} />
      <FormSelect control={control} name="action" label={t('audit.action')} choices={actions} />
      <FormSelect control={control} name="targetType" label={t('audit.targetType')} choices={targets} />
      <FormTextField control={control} name="targetId" label={t('audit.targetId')} />
      <FormDateField control={control} name="from" label={t('audit.from')} disableFuture />
      <FormDateField control={control} name="to" label={t('audit.to')} disableFuture />
      <Stack direction="row" spacing={1} sx={{ alignSelf: { sm: 'center' } }}>
        <Button type="submit" variant="contained" color="secondary">
          {t('audit.apply')}
        </Button>
        <Button color="inherit" onClick={() => onApply({})}>
          {t('audit.clear')}
        </Button>
      </Stack>
    </Box>
  );
}
