import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A read that failed: the spec's generic text and a way to try again, instead of an empty screen. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('messages.genericError')}
    </Alert>
  );
}
