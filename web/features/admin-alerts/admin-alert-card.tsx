import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { expiryTime, safeLink, severityName, severityTone } from '../../components/alert-sheet/alert-display';
import { AlertPlaceAndMessage } from '../../components/alert-sheet/alert-place-message';
import { ShareOnWhatsApp } from '../../components/alert-sheet/share-on-whatsapp';
import { useFormat } from '../../i18n/use-format';

type Props = { alert: Alert; onEdit: () => void; onEnd: () => void };

/**
 * An alert on the admin's list: a chip coloured by severity (low green, moderate
 * orange, high red, otherwise grey), the expiry date, the message, the important details by line, 'Check
 * Link' in a new tab, and 'Edit'. An alert still running can also be ended now.
 */
export function AdminAlertCard({ alert, onEdit, onEnd }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  const link = safeLink(alert.link);
  const title = alert.title;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={severityTone(alert.severity)}
            label={t(`alert.severity.${severityName(alert.severity)}`)}
            sx={{ fontWeight: 600 }}
          />
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t(`alertsPage.category.${alert.category}`)}
          </Typography>
          {alert.expired && (
            <Chip size="small" variant="outlined" label={t('adminAlerts.expired')} sx={{ fontWeight: 600 }} />
          )}
        </Stack>
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {title}
        </Typography>
        {expiry && (
          <Typography variant="body2" color="text.secondary">
            {alert.expired
              ? t('adminAlerts.expiredOn', { date: expiry })
              : t('alert.expiresOn', { date: expiry })}
          </Typography>
        )}
        <AlertPlaceAndMessage alert={alert} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {link && (
          <Button
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            endIcon={<OpenInNewIcon />}
            aria-label={t('adminAlerts.checkLinkOf', { title })}
          >
            {t('adminAlerts.checkLink')}
          </Button>
        )}
        <Button
          variant="outlined"
          color="secondary"
          onClick={onEdit}
          aria-label={t('adminAlerts.editNamed', { title })}
        >
          {t('common.edit')}
        </Button>
        {!alert.expired && (
          <Button color="error" onClick={onEnd} aria-label={t('adminAlerts.endNamed', { title })}>
            {t('adminAlerts.end')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
