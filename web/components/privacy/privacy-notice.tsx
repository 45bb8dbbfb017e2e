import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION } from '../../../domain/privacy';
import { useAction } from '../../lib/use-action';
import { NoticeText } from './notice-text';

/**
 * The notice a member accepts before giving any details: at registration after the OTP, and at the
 * next sign-in of anyone who has not accepted the version in force. Accepting records the version and the
 * time on the server; `onAccepted` then moves on. `onDecline` signs out.
 */
export function PrivacyNotice({
  headingLevel,
  onAccepted,
  onDecline,
}: {
  headingLevel: 'h2' | 'h3';
  onAccepted: () => void;
  onDecline?: () => void;
}) {
  const { t } = useTranslation();
  const accept = useAction('acceptPrivacyNotice');
  const agree = async () => {
    const reply = await accept.run({ version: PRIVACY_NOTICE_VERSION });
    if (reply?.pass) onAccepted();
  };
  return (
    <Stack spacing={2}>
      <NoticeText headingLevel={headingLevel} />
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled={accept.pending}
        onClick={() => void agree()}
      >
        {t('privacy.accept')}
      </Button>
      {onDecline && (
        <Button color="inherit" onClick={onDecline}>
          {t('privacy.notNow')}
        </Button>
      )}
    </Stack>
  );
}
