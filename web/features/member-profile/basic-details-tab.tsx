import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { DefinitionList } from './definition-list';

const BasicDetailsForm = preloadableLazy(() =>
  import('./basic-details-form').then((m) => ({ default: m.BasicDetailsForm })),
);

/**
 * Profile, Basic Details: the member's own name, date of birth, gender and address, read-only until
 * 'Edit'. A save goes through updateProfile, which makes the user stale (domain/invalidations.ts): every
 * screen showing it, the greeting too, shows the new details.
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

  useEffect(() => whenIdle(() => void BasicDetailsForm.preload().catch(() => {})), []);

  if (editing)
    return (
      <Suspense fallback={<LoadingStatus label={t('common.loading')} dense />}>
        <BasicDetailsForm user={user} onDone={close} />
      </Suspense>
    );
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
