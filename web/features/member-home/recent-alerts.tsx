import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { PATHS } from '../../../domain/routes';
import { insetFocusRing } from '../../app/baseline';
import { pressable } from '../../app/pressable';
import { expiryTime } from '../../components/alert-sheet/alert-display';
import { LazyAlertSheet } from '../../components/alert-sheet/lazy-alert-sheet';
import { SeverityDot } from '../../components/alert-sheet/severity-dot';
import { mirroredInRtl } from '../../i18n/mirror';
import { useFormat } from '../../i18n/use-format';
import { useRecentAlerts } from './use-recent-alerts';

function AlertRow({ alert, onOpen }: { alert: Alert; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const expiry = format.date(expiryTime(alert.expiry));
  return (
    <li>
      <button type="button" onClick={onOpen} aria-haspopup="dialog">
        <SeverityDot severity={alert.severity} />
        <span className="text">
          <span className="title" dir="auto">
            {alert.title}
          </span>
          {expiry && <span className="expiry">{t('alert.expiresOn', { date: expiry })}</span>}
        </span>
        <ChevronRightIcon aria-hidden />
      </button>
    </li>
  );
}

/**
 * What the card holds before the alerts are known (a first visit whose read took longer than the first render
 * waits, web/app/first-reads.ts): the space of five rows of one line, drawn as real rows are and hidden, with
 * 'Loading Alerts...' over them. Once the alerts are here the card is as tall as their rows.
 */
function LoadingRows() {
  const { t } = useTranslation();
  return (
    <div className="loading">
      <p role="status" className="status">
        {t('member.loadingAlerts')}
      </p>
      <ul aria-hidden>
        {Array.from({ length: ALERTS_PAGE_MEMBER }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
          <li key={i}>
            <span className="row">
              <span className="text">
                <span className="title">&nbsp;</span>
                <span className="expiry">&nbsp;</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One styled section over plain elements: as MUI's Stack, Typography, Button, Paper and a List of ListItem,
 * ListItemButton, ListItemIcon and ListItemText it was some forty components, the most of the member home's
 * first render on a slow phone (bench/README.md "The fifth pass"). It looks as it did: the heading
 * and 'View All Alerts' on one line, an outlined card of rows, each a button with the severity's dot, the
 * title in bold, its expiry below, and a chevron that points along the reading direction.
 */
const Section = styled('section')(({ theme }) => ({
  '& > .head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  '& h2': { ...theme.typography.h6, margin: 0 },
  '& .all': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    padding: '6px 8px',
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.secondary.main,
    textDecoration: 'none',
    ...pressable(theme),
    '& > svg': {
      fontSize: 20,
      marginInlineStart: theme.spacing(1),
      marginInlineEnd: -4,
      ...mirroredInRtl(theme),
    },
  },
  '& > .card': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    overflow: 'hidden',
  },
  '& .status': {
    ...theme.typography.body1,
    margin: 0,
    padding: theme.spacing(2),
    color: theme.palette.text.secondary,
  },
  '& .loading': { position: 'relative' },
  '& .loading > .status': { position: 'absolute', insetInline: 0, top: 0 },
  '& .loading > ul': { visibility: 'hidden' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li:not(:last-child)': { borderBottom: `1px solid ${theme.palette.divider}` },
  // A row's box: the alert's button, or a placeholder of the same size while loading.
  '& li > button, & li > .row': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    margin: 0,
    padding: theme.spacing(1.5, 2),
  },
  '& li > button': {
    border: 0,
    background: 'transparent',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ...pressable(theme, insetFocusRing),
    // The dot in a column of 28 px, as ListItemIcon's.
    '& > [role="img"]': { marginInlineEnd: 16 },
    '& > svg': {
      flexShrink: 0,
      fontSize: 24,
      color: theme.palette.action.active,
      ...mirroredInRtl(theme),
    },
  },
  '& .text': { flex: '1 1 auto', minWidth: 0, marginBlock: 6 },
  '& .title': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    fontWeight: 600,
  },
  '& .expiry': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
}));

/** The member home's up to 5 recent alerts, each opening in the bottom sheet, and a link to them all. */
export function RecentAlerts() {
  const { loading, alerts } = useRecentAlerts();
  const [open, setOpen] = useState<Alert | null>(null);
  const headingId = useId();
  const { t } = useTranslation();

  return (
    <Section aria-labelledby={headingId}>
      <div className="head">
        <h2 id={headingId}>{t('member.recentAlerts')}</h2>
        <Link className="all" to={PATHS.alerts}>
          {t('member.viewAllAlerts')}
          <ChevronRightIcon aria-hidden />
        </Link>
      </div>
      <div className="card">
        {loading ? (
          <LoadingRows />
        ) : alerts.length === 0 ? (
          <p role="status" className="status">
            {t('member.noAlerts')}
          </p>
        ) : (
          <ul>
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} onOpen={() => setOpen(alert)} />
            ))}
          </ul>
        )}
      </div>
      <LazyAlertSheet alert={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
