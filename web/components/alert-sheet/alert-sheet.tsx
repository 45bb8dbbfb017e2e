import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../domain/functions/alerts';
import { useFormat } from '../../i18n/use-format';
import { ExternalLinkButton } from '../external-link-button/external-link-button';
import { detailLines, expiryTime, safeLink } from './alert-display';
import { SeverityDot } from './severity-dot';
import { ShareOnWhatsApp } from './share-on-whatsapp';

export type AlertSheetProps = {
  /** The alert to show; `null` closes the sheet. */
  alert: Alert | null;
  onClose: () => void;
};

/** The highlighted box of an alert's important details, one line per line the admin wrote. */
export function ImportantDetails({
  details,
  sx,
}: {
  details: string | null | undefined;
  sx?: SxProps<Theme>;
}) {
  const lines = detailLines(details);
  if (lines.length === 0) return null;
  return (
    <Box
      sx={[
        {
          p: 2,
          borderRadius: 2,
          borderLeft: 4,
          borderColor: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.16),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {lines.join('\n')}
      </Typography>
    </Box>
  );
}

function AlertSheetBody({ alert, titleId, onClose }: { alert: Alert; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  const link = safeLink(alert.link);
  return (
    <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 1, pb: 3 }}>
      <Box
        aria-hidden
        sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'grey.300', mx: 'auto', mb: 2 }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <SeverityDot severity={alert.severity} size={14} />
        {/* What an admin wrote takes the direction of its own script (an English alert in the Urdu page). */}
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          dir="auto"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {alert.title}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {expiry && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('alert.expiresOn', { date: expiry })}
        </Typography>
      )}
      <Typography dir="auto" sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {alert.message}
      </Typography>
      <ImportantDetails details={alert.importantDetails} sx={{ mt: 2 }} />
      {link && (
        <ExternalLinkButton href={link} sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}>
          {t('alert.visitSite')}
        </ExternalLinkButton>
      )}
      <ShareOnWhatsApp
        alert={alert}
        sx={{
          mt: link ? { xs: 1.5, sm: 3 } : 3,
          ms: { sm: link ? 1.5 : 0 },
          width: { xs: '100%', sm: 'auto' },
        }}
      />
    </Box>
  );
}

/** The bottom sheet that opens an alert from the member home, and from /alerts?alert=<id> (a notification). */
export function AlertSheet({ alert, onClose }: AlertSheetProps) {
  const titleId = useId();
  // Keeps the closing alert in the sheet while it slides away, instead of emptying it mid-animation.
  const [shown, setShown] = useState(alert);
  if (alert && alert !== shown) setShown(alert);

  return (
    <Drawer
      anchor="bottom"
      open={alert !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' },
        },
      }}
    >
      {shown && <AlertSheetBody alert={shown} titleId={titleId} onClose={onClose} />}
    </Drawer>
  );
}
