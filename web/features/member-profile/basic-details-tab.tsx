import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { PersonFields } from '../../components/forms/person-fields';
import { personSchema } from '../../components/forms/person-schema';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useFormat } from '../../i18n/use-format';
import { useAction } from '../../lib/use-action';
import { DefinitionList } from './definition-list';

/**
 * Profile, Basic Details: the member's own name, date of birth, gender and address, read-only until
 * 'Edit'. A save goes through updateBasicInfo (parentId and relation null: the member's own record), which
 * makes the user stale (domain/invalidations.ts): every screen showing it, the greeting too, shows the new details.
 */
export function BasicDetailsTab({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back in view mode after a save or a cancel, the focus returns to the 'Edit' button it started from.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) return <BasicDetailsForm user={user} onDone={close} />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <BasicDetailsView user={user} />
      <Button ref={editButton} variant="outlined" color="secondary" onClick={() => setEditing(true)}>
        {t('common.edit')}
      </Button>
    </Stack>
  );
}

function BasicDetailsView({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const missing = t('profile.notProvided');
  const gender =
    user.gender === 'male' ? t('auth.male') : user.gender === 'female' ? t('auth.female') : missing;
  return (
    <DefinitionList
      rows={[
        { key: 'uniqueId', term: t('auth.uniqueId'), value: user.uniqueId, ltr: true },
        { key: 'name', term: t('auth.name'), value: user.name || missing },
        { key: 'dob', term: t('auth.dateOfBirth'), value: user.dob ? format.date(user.dob) : missing },
        { key: 'gender', term: t('auth.gender'), value: gender },
        { key: 'address', term: t('auth.houseAddress'), value: user.address || missing },
      ]}
    />
  );
}

function BasicDetailsForm({ user, onDone }: { user: UserData; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useAction('updateBasicInfo');
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
    const reply = await save.run({
      ...info,
      userId: user.userId,
      mosqueId: user.mosqueId,
      parentId: null,
      relation: null,
    });
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
