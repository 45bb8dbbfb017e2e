import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { TOAST_AUTO_HIDE_MS } from '../../../domain/constants';
import { whenIdle } from '../../lib/when-idle';
import { visuallyHidden } from '../visually-hidden';
import type { ToastSeverity, ToastState, ToastViewProps } from './toast-state';

type ShowToast = (message: string, severity?: ToastSeverity) => void;

const ToastContext = createContext<ShowToast | null>(null);

const isUrgent = (severity: ToastSeverity) => severity === 'error' || severity === 'warning';

// The toast's look (MUI's Snackbar, Alert and their transitions) is not part of the first screen:
// it loads at the first idle moment, or with the first toast. The live regions below are always here.
const loadToastView = () => import('./toast-view');
// A view that could not load (the network went before the first toast) must not take the page down with it:
// the message still shows, plainly, and the live regions still say it.
const ToastView = lazy(() => loadToastView().catch(() => ({ default: PlainToastView })));
const PLAIN_TOAST = {
  position: 'fixed',
  insetInline: 8,
  bottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
  padding: '12px 16px',
  borderRadius: 10,
  background: '#212121',
  color: '#fff',
} as const;

function PlainToastView({ toast, onClose }: ToastViewProps) {
  useEffect(() => {
    if (!toast.open) return;
    const id = setTimeout(onClose, TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(id);
  }, [toast, onClose]);
  return (
    <div data-testid="toast" hidden={!toast.open} style={PLAIN_TOAST}>
      {toast.message}
    </div>
  );
}

/**
 * One toast, success by default, hidden after 5000 ms or on dismissal, at the bottom centre. At the
 * top it covered the app bar for 5 s after every action. It keeps clear of the phone's own
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
  useEffect(() => whenIdle(() => void loadToastView()), []);
  const urgent = isUrgent(toast.severity);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast.key > 0 && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={close} />
        </Suspense>
      )}
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
