import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';

/** Step 2, 'Choose Your Mosque': Submit stays disabled until a masjid is chosen. */
export function MosqueStep({ onSubmit }: { onSubmit: (mosque: Mosque) => void }) {
  const [mosque, setMosque] = useState<Mosque | null>(null);
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LocationMosquePicker value={mosque} onChange={setMosque} />
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled={!mosque}
        onClick={() => mosque && onSubmit(mosque)}
      >
        {t('common.submit')}
      </Button>
    </Box>
  );
}
