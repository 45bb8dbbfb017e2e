import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { PersonFields } from '../../components/forms/person-fields';
import { personSchema } from '../../components/forms/person-schema';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';

/**
 * The Basic Details form behind 'Edit', a chunk of its own: its date field, react-hook-form and the schemas
 * are not part of /profile's first load; the tab fetches it at the first idle moment.
 */
export function BasicDetailsForm({ user, onDone }: { user: UserData; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useAction('updateProfile');
  const form = useRef<HTMLFormElement>(null);
  const { control, handleSubmit } = useZodForm(personSchema, {
    name: user.name ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? 'male',
    address: user.address ?? '',
  });
  // The form replaced the view: the focus goes to its first field, once the click that opened it is over.
  useEffect(() => {
    const id = requestAnimationFrame(() => form.current?.querySelector('input')?.focus());
    return () => cancelAnimationFrame(id);
  }, []);

  const submit = handleSubmit(async (info) => {
    // No mosqueId: the masjid is /mosque's to change (updateMyMosque), with what that change makes stale.
    const reply = await save.run(info);
    if (reply?.pass) onDone();
  });

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <PersonFields control={control} own />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={save.pending}>
            {save.pending ? t('common.saving') : t('profile.save')}
          </Button>
          <Button variant="outlined" color="inherit" size="large" onClick={onDone} disabled={save.pending}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
