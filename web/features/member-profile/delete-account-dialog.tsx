import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserData } from '../../../domain/functions/shapes';
import { mobileDigits } from '../../../domain/phone-input';
import { PATHS } from '../../../domain/routes';
import * as z from '../../../domain/zod';
import { useSession } from '../../app/session-provider';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';

const schema = z.object({ confirm: z.string(), currentPassword: z.string() });

/**
 * 'Delete my account': the member types their mobile number and their password (not needed within 15
 * minutes of an OTP sign-in), and the server deletes the account and the whole family. This device then
 * forgets the session, which the server has already ended, and shows the sign-in page. A refusal is shown
 * on the field to correct, in place of its hint (marked invalid, so a screen reader reads it with the field),
 * and the focus goes there; never in a toast, which would cover 'Delete for good' on a phone.
 */
export function DeleteAccountDialog({
  user,
  open,
  onClose,
}: {
  user: UserData;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const form = useZodForm(schema, { confirm: '', currentPassword: '' });
  const { control, handleSubmit, reset, formState } = form;
  const problems = useFormProblems(form, {
    refusals: {
      deleteConfirmMismatch: 'confirm',
      currentPasswordRequired: 'currentPassword',
      currentPasswordWrong: 'currentPassword',
    },
  });
  const remove = useAction('removeMyAccount', { showProblem: problems.show });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ confirm, currentPassword }) => {
    const reply = await remove.run({ confirm, currentPassword: currentPassword || null });
    if (!reply?.pass) return;
    session.forget();
    navigate(PATHS.login, { replace: true });
  });
  return (
    <ModalForm
      open={open}
      title={t('privacy.deleteTitle')}
      submitLabel={t('privacy.deleteForGood')}
      busy={remove.pending}
      dirty={formState.isDirty}
      problems={problems}
      onSubmit={submit}
      onClose={close}
    >
      <Typography>{t('privacy.deleteWarning')}</Typography>
      <FormTextField
        control={control}
        name="confirm"
        label={t('privacy.confirmNumber')}
        helperText={t('privacy.confirmHelp', { phone: user.mobile ?? '' })}
        autoComplete="off"
        keep={mobileDigits}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        autoFocus
      />
      <FormTextField
        control={control}
        name="currentPassword"
        type="password"
        label={t('profile.currentPassword')}
        helperText={t('privacy.passwordHelp')}
        autoComplete="current-password"
      />
    </ModalForm>
  );
}
