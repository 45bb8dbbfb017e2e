import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { Disclosure } from '../../components/disclosure';
import { NoticeText } from '../../components/privacy/notice-text';
import { downloadText } from '../../lib/download-text';
import { useAction } from '../../lib/use-action';
import { AlertSmsConsent } from './alert-sms-consent';
import { AlertWhatsappConsent } from './alert-whatsapp-consent';
import { DeleteAccountDialog } from './delete-account-dialog';

/** One right of the tab: its heading, what it does, and its button. */
function PrivacySection(props: { id: string; heading: string; help: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Typography id={props.id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {props.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {props.help}
      </Typography>
      {props.children}
    </section>
  );
}

/**
 * The member's rights over their data (DPDP Act): to be listed in the members directory or not,
 * to get urgent alerts by SMS or on WhatsApp or not, to read the notice again, to download everything kept about them, and to
 * delete their account.
 */
export function PrivacyTab({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const listing = useAction('setDirectoryListing');
  const download = useAction('downloadMyData');
  const [deleting, setDeleting] = useState(false);

  const setListed = async (listed: boolean) => {
    await listing.run({ listed });
  };
  const save = async () => {
    const reply = await download.run({});
    if (reply?.pass) downloadText(reply.fileName, reply.json, 'application/json;charset=utf-8');
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <section aria-labelledby="privacy-directory">
        <Typography id="privacy-directory" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('privacy.directoryHeading')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={user.listedInDirectory}
              disabled={listing.pending}
              onChange={(_, checked) => void setListed(checked)}
              color="secondary"
            />
          }
          label={t('privacy.listedSwitch')}
        />
        <Typography color="text.secondary" role="status">
          {user.listedInDirectory ? t('privacy.listedHelp') : t('privacy.hiddenHelp')}
        </Typography>
      </section>

      <AlertSmsConsent user={user} />
      <AlertWhatsappConsent user={user} />

      <Disclosure headingLevel="h2" summary={t('privacy.readNotice')}>
        <NoticeText headingLevel="h3" />
      </Disclosure>

      <PrivacySection id="privacy-data" heading={t('privacy.dataHeading')} help={t('privacy.dataHelp')}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          disabled={download.pending}
          onClick={() => void save()}
        >
          {t('privacy.download')}
        </Button>
      </PrivacySection>

      <PrivacySection id="privacy-delete" heading={t('privacy.deleteHeading')} help={t('privacy.deleteHelp')}>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('privacy.deleteButton')}
        </Button>
        <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} />
      </PrivacySection>
    </Stack>
  );
}
