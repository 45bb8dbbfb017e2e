import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS } from '../../../domain/constants';
import type { ToastViewProps } from './toast-state';

const aboveNavigation = (px: number) => `calc(${px}px + env(safe-area-inset-bottom, 0px))`;
const TOAST_PLACE = { bottom: { xs: aboveNavigation(8), sm: aboveNavigation(24) } } as const;

/** The toast as it shows (see ToastProvider), loaded apart from the first screen. */
export default function ToastView({ toast, onClose: close }: ToastViewProps) {
  return (
    <Snackbar
      key={toast.key}
      open={toast.open}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={TOAST_PLACE}
    >
      <Alert
        onClose={close}
        severity={toast.severity}
        variant="filled"
        // The palette's own text colour for each severity: a filled Alert would put white on the warning's
        // orange (3.1:1), which axe flags and a phone in sunlight cannot read; the theme gives warning black.
        sx={{ width: '100%', color: `${toast.severity}.contrastText` }}
        role="none"
        data-testid="toast"
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
