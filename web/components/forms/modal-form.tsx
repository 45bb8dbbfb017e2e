import MuiAlert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from './use-close-guard';
import type { FormProblems } from './use-form-problems';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /**
   * The form holds changes (react-hook-form's `formState.isDirty`, and any choice kept outside it): then Escape
   * or a tap outside asks before throwing them away.
   */
  dirty?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** What the server refused that is about no one field (`useFormProblems`), said above the buttons. */
  problems?: FormProblems;
  children: ReactNode;
};

/**
 * A form in a dialog (the add and edit forms of the admin and family screens): full screen on a phone,
 * Cancel and the submit button at the end, and the focus returns to the button that opened it (MUI's focus
 * trap does that). Escape or a tap outside closes an untouched form, asks first when it has changes
 * (`useCloseGuard`), and does nothing while it saves. What the server refused shows in the form, never in a
 * toast that would cover these buttons: on the fields, and what is about none of them above the buttons.
 */
export function ModalForm({
  open,
  title,
  submitLabel,
  busy = false,
  busyLabel,
  dirty = false,
  onSubmit,
  onClose,
  problems,
  children,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useTranslation();
  const guard = useCloseGuard({ dirty, busy, onClose });
  const clearProblems = problems?.clear;
  // Opened again, the form starts without the last opening's refusal.
  useEffect(() => {
    if (open) clearProblems?.();
  }, [open, clearProblems]);
  return (
    <>
      <Dialog
        open={open}
        onClose={guard.onDialogClose}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{
          paper: {
            component: 'form',
            noValidate: true,
            onSubmit: (event: Parameters<typeof onSubmit>[0]) => {
              clearProblems?.();
              return onSubmit(event);
            },
          } as object,
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
          {children}
          {problems?.message && (
            <MuiAlert severity="error" role="alert" ref={problems.messageRef} tabIndex={-1}>
              {problems.message}
            </MuiAlert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={busy}>
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.question}
    </>
  );
}
