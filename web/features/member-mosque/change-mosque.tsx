import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';

/**
 * The picker and its two buttons; `onCancel` absent (a member with no masjid) leaves only Submit. In a chunk of
 * its own: the picker's fields are the heaviest part of /mosque, and most visits only read the masjid's times.
 */
export default function ChangeMosque({
  headingId,
  headingRef,
  onSubmit,
  onCancel,
  onShown,
  pending,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (mosque: Mosque) => void;
  onCancel?: () => void;
  /** Once it is on the page: the screen then moves the focus to it. */
  onShown: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  const [mosque, setMosque] = useState<Mosque | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {t('myMasjid.chooseNew')}
      </Typography>
      <LocationMosquePicker value={mosque} onChange={setMosque} disabled={pending} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="secondary"
          disabled={!mosque || pending}
          onClick={() => mosque && onSubmit(mosque)}
        >
          {pending ? t('common.saving') : t('common.submit')}
        </Button>
        {onCancel && (
          <Button variant="outlined" color="secondary" onClick={onCancel} disabled={pending}>
            {t('myMasjid.keepMosque')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
