import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { severityName } from '../../components/alert-sheet/alert-display';
import { portalName } from '../../lib/portal';
import type { AlertFormValues } from './alert-form-values';
import { notificationBody } from './notification-text';

/**
 * How the alert will show on a member's phone once published: the app's icon and name, the title,
 * and the severity with the message's first line, as the push carries them. It follows the form as the admin
 * types. The member's phone shows it in the member's language; this shows the admin's.
 */
export function NotificationPreview({ control }: { control: Control<AlertFormValues> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [title, message, severity] = useWatch({ control, name: ['title', 'message', 'severity'] });
  const name = severityName(severity);
  const words = name === 'unknown' ? '' : t('alert.severityOf', { severity: t(`alert.severity.${name}`) });
  const body = notificationBody(words, message);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('adminAlerts.previewHeading')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          bgcolor: 'grey.100',
          borderRadius: 3,
        }}
      >
        <Box component="img" src="/pwa-192x192.png" alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {portalName()}
          </Typography>
          <Typography dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title.trim() || t('adminAlerts.previewNoTitle')}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {body}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
