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
import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { PATHS } from '../../../domain/routes';
import { expiryTime } from '../../components/alert-sheet/alert-display';
import { LazyAlertSheet } from '../../components/alert-sheet/lazy-alert-sheet';
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
          slotProps={{
            primary: {
              dir: 'auto',
              sx: {
                fontWeight: 600,
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflow: 'hidden',
                minHeight: { xs: `${1.5 * TITLE_LINES.xs}em`, sm: `${1.5 * TITLE_LINES.sm}em` },
              },
            },
          }}
        />
        <ChevronRightIcon color="action" aria-hidden sx={mirrorInRtl} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Each row holds a title of up to two lines on a phone (one on wider screens, where titles rarely wrap) and
 * its expiry line; a longer title ends in an ellipsis and reads whole in the sheet. The card holds 5 such
 * rows from the first paint (the row, its padding and divider, and a pixel to spare for rounding), so the links below it never move when the
 * alerts arrive.
 */
const TITLE_LINES = { xs: 2, sm: 1 } as const;
const ROW_PX = { xs: 106, sm: 82 } as const;

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
      <Paper
        variant="outlined"
        sx={{ minHeight: { xs: ALERTS_PAGE_MEMBER * ROW_PX.xs, sm: ALERTS_PAGE_MEMBER * ROW_PX.sm } }}
      >
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
      <LazyAlertSheet alert={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
