import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';

/** Why MUI's dialog asks to close: Escape, or a tap on the backdrop outside it. */
type CloseReason = 'escapeKeyDown' | 'backdropClick';

/**
 * What a form dialog does when Escape or a tap outside asks it to close: an untouched form closes at once, one
 * with changes asks first, 'Keep editing' (the first focus, so a stray Enter keeps the work) or 'Discard' (issue
 * 22: Escape threw away what was typed). The form's own Cancel button is a deliberate choice and closes without
 * asking. Returns the dialog's `onClose` and the question, to render beside the dialog.
 */
export function useCloseGuard({
  dirty,
  busy,
  onClose,
}: {
  /** The form holds something the person typed or chose. */
  dirty: boolean;
  /** Saving: the dialog does not close at all. */
  busy: boolean;
  onClose: () => void;
}): { onDialogClose: ((event: object, reason: CloseReason) => void) | undefined; question: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // 'Discard' closes the question first and the form after it: the question hands the focus back into the form
  // as it closes, and only then can the form hand it back to the button that opened it.
  const [discarded, setDiscarded] = useState(false);
  useEffect(() => {
    if (!discarded) return;
    setDiscarded(false);
    onClose();
  }, [discarded, onClose]);
  const question = (
    <ConfirmDialog
      open={asking}
      title={t('unsavedChanges.title')}
      text={t('unsavedChanges.text')}
      cancelLabel={t('unsavedChanges.keepEditing')}
      confirmLabel={t('unsavedChanges.discard')}
      onClose={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        setDiscarded(true);
      }}
    />
  );
  const onDialogClose = busy ? undefined : () => (dirty ? setAsking(true) : onClose());
  return { onDialogClose, question };
}
