import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION } from '../../../domain/privacy';
import { portalName } from '../../lib/portal';

const PARTS = [
  ['privacy.collectHeading', 'privacy.collect'],
  ['privacy.whyHeading', 'privacy.why'],
  ['privacy.whoHeading', 'privacy.who'],
  ['privacy.rightsHeading', 'privacy.rights'],
] as const;

/** The privacy notice's words (PRIVACY.md in plain language): what is kept, why, who sees it, the rights. */
export function NoticeText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography>{t('privacy.intro', { portal: portalName() })}</Typography>
      {PARTS.map(([heading, text]) => (
        <div key={heading}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(heading)}
          </Typography>
          <Typography>{t(text)}</Typography>
        </div>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
      </Typography>
    </Stack>
  );
}
