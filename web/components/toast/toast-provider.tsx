import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { TOAST_AUTO_HIDE_MS } from '../../../domain/constants';
import { visuallyHidden } from '../visually-hidden';

export type ToastSeverity = AlertColor;
type ToastState = { open: boolean; message: string; severity: ToastSeverity; key: number };
type ShowToast = (message: string, severity?: ToastSeverity) => void;

const ToastContext = createContext<ShowToast | null>(null);

const isUrgent = (severity: ToastSeverity) => severity === 'error' || severity === 'warning';

const aboveNavigation = (px: number) => `calc(${px}px + env(safe-area-inset-bottom, 0px))`;
const TOAST_PLACE = { bottom: { xs: aboveNavigation(8), sm: aboveNavigation(24) } } as const;

/**
 * One toast, success by default, hidden after 5000 ms or on dismissal, at the bottom centre. At the
 * top it covered the app bar for 5 s after every action (issue 22). It keeps clear of the phone's own
 * navigation: MUI's 8 px (24 px from 600 px) above the safe area's bottom inset, which a phone reports when the
 * page reaches under its gesture bar or buttons (0 elsewhere).
 * Screen readers hear it from two live regions that are always in the page (a region that appears together
 * with its text is often not read): errors and warnings interrupt, the rest waits its turn.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState>({ open: false, message: '', severity: 'success', key: 0 });
  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast((t) => ({ open: true, message, severity, key: t.key + 1 }));
  }, []);
  const close = useCallback((_e?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setToast((t) => ({ ...t, open: false }));
  }, []);
  const value = useMemo(() => show, [show]);
  const urgent = isUrgent(toast.severity);
  return (
    <ToastContext.Provider value={value}>
      {children}
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
      <div role="alert" style={visuallyHidden}>
        {toast.open && urgent ? toast.message : ''}
      </div>
      <div role="status" style={visuallyHidden}>
        {toast.open && !urgent ? toast.message : ''}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs a ToastProvider');
  return ctx;
}
