import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Alert } from '../../../domain/functions/alerts';
import { PATHS } from '../../../domain/routes';
import { expiryTime } from '../../components/alert-sheet/alert-display';
import { AlertSheet } from '../../components/alert-sheet/alert-sheet';
import { SeverityDot } from '../../components/alert-sheet/severity-dot';
import { mirrorInRtl } from '../../i18n/mirror';
import { useFormat } from '../../i18n/use-format';
import { useRecentAlerts } from './use-recent-alerts';

function AlertRow({ alert, divider, onOpen }: { alert: Alert; divider: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton onClick={onOpen} aria-haspopup="dialog" sx={{ py: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <SeverityDot severity={alert.severity} />
        </ListItemIcon>
        <ListItemText
          primary={alert.title}
          secondary={expiry ? t('alert.expiresOn', { date: expiry }) : null}
          slotProps={{ primary: { dir: 'auto', sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
        />
        <ChevronRightIcon color="action" aria-hidden sx={mirrorInRtl} />
      </ListItemButton>
    </ListItem>
  );
}

/** The member home's up to 5 recent alerts, each opening in the bottom sheet, and a link to them all. */
export function RecentAlerts() {
  const { loading, alerts } = useRecentAlerts();
  const [open, setOpen] = useState<Alert | null>(null);
  const headingId = useId();
  const { t } = useTranslation();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('member.recentAlerts')}
        </Typography>
        <Button
          component={Link}
          to={PATHS.alerts}
          color="secondary"
          endIcon={<ChevronRightIcon sx={mirrorInRtl} />}
          sx={{ flexShrink: 0 }}
        >
          {t('member.viewAllAlerts')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        {loading || alerts.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
            {loading ? t('member.loadingAlerts') : t('member.noAlerts')}
          </Typography>
        ) : (
          <List disablePadding>
            {alerts.map((alert, i) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                divider={i < alerts.length - 1}
                onOpen={() => setOpen(alert)}
              />
            ))}
          </List>
        )}
      </Paper>
      <AlertSheet alert={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
