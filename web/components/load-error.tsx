import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MSG } from '../../domain/messages';

/** A read that failed: the spec's generic text and a way to try again, instead of an empty screen. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {MSG.genericError}
    </Alert>
  );
}
