import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../domain/privacy';
import type { Filters } from '../../components/paged-list/filters-in-url';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilterText = Filters<(typeof AUDIT_FILTER_KEYS)[number]>;

const EMPTY: AuditFilterText = {};

/** The audit trail's filters: typed here, applied (into the URL) with 'Apply', all cleared with 'Clear'. */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterText;
  onApply: (next: AuditFilterText) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Back, reload or a shared link change the URL's filters: the fields follow.
  useEffect(() => setDraft(value), [value]);
  const field = (key: keyof AuditFilterText) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    size: 'small' as const,
    fullWidth: true,
  });
  const fields = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, field(key)])) as Record<
    (typeof AUDIT_FILTER_KEYS)[number],
    ReturnType<typeof field>
  >;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField label={t('audit.actor')} {...fields.actor} />
      <TextField select label={t('audit.action')} {...fields.action}>
        <MenuItem value="">{t('audit.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a} dir="ltr">
            {a}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('audit.targetType')} {...fields.targetType}>
        <MenuItem value="">{t('audit.anyTarget')}</MenuItem>
        {AUDIT_TARGET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`audit.target.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('audit.targetId')} {...fields.targetId} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextField
        type="date"
        label={t('audit.from')}
        {...fields.from}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={t('audit.to')}
        {...fields.to}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="secondary">
          {t('audit.apply')}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          {t('audit.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
