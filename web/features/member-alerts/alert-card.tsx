import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { expiryTime, safeLink } from '../../components/alert-sheet/alert-display';
import { AlertPlaceAndMessage } from '../../components/alert-sheet/alert-place-message';
import { SeverityDot } from '../../components/alert-sheet/severity-dot';
import { ShareOnWhatsApp } from '../../components/alert-sheet/share-on-whatsapp';
import { ExternalLinkButton } from '../../components/external-link-button/external-link-button';
import { useFormat } from '../../i18n/use-format';

/**
 * A member's alert card: category, title, 'It will expire on' and the date, a chip with the masjid
 * or place it was sent to ('Unknown' when that is gone), the message, the important details by line, and
 * 'Visit Site' in a new tab when the link is a web address, and 'Share on WhatsApp'.
 */
export function AlertCard({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  const link = safeLink(alert.link);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SeverityDot severity={alert.severity} />
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t(`alertsPage.category.${alert.category}`)}
          </Typography>
        </Stack>
        {/* What an admin wrote takes the direction of its own script (an English alert in the Urdu page). */}
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {alert.title}
        </Typography>
        {expiry && (
          <Typography variant="body2" color="text.secondary">
            {t('alert.expiresOn', { date: expiry })}
          </Typography>
        )}
        <AlertPlaceAndMessage alert={alert} />
      </CardContent>
      {/* The gap spaces the buttons, so that a wrapped row starts where the first does (as on the admin's card). */}
      <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {link && (
          <ExternalLinkButton href={link} color="secondary">
            {t('alert.visitSite')}
          </ExternalLinkButton>
        )}
        <ShareOnWhatsApp alert={alert} />
      </CardActions>
    </Card>
  );
}
