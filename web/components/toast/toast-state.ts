import type { AlertColor } from '@mui/material/Alert';

// Apart from the provider and its view, which load at different times, so that neither imports the other back.
export type ToastSeverity = AlertColor;
export type ToastState = { open: boolean; message: string; severity: ToastSeverity; key: number };
export type ToastViewProps = { toast: ToastState; onClose: (e?: unknown, reason?: string) => void };
