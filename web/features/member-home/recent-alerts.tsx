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
 * Each row holds a title of up to two lines on a phone (one on wider screens, where titles rarely wrap) and
 * its expiry line; a longer title ends in an ellipsis and reads whole in the sheet. The card holds 5 such
 * rows from the first paint (the row, its padding and divider, and a pixel to spare for rounding), so the links below it never move when the
 * alerts arrive.
 */
const TITLE_LINES = { xs: 2, sm: 1 } as const;
const ROW_PX = { xs: 106, sm: 82 } as const;

/**
 * One styled section over plain elements: as MUI's Stack, Typography, Button, Paper and a List of ListItem,
 * ListItemButton, ListItemIcon and ListItemText it was some forty components, the most of the member home's
 * first render on a slow phone (issue 28, bench/README.md "The fifth pass"). It looks as it did: the heading
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
    minHeight: ALERTS_PAGE_MEMBER * ROW_PX.xs,
    [theme.breakpoints.up('sm')]: { minHeight: ALERTS_PAGE_MEMBER * ROW_PX.sm },
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
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li:not(:last-child)': { borderBottom: `1px solid ${theme.palette.divider}` },
  '& li > button': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    margin: 0,
    padding: theme.spacing(1.5, 2),
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
    minHeight: `${1.5 * TITLE_LINES.xs}em`,
    [theme.breakpoints.up('sm')]: { minHeight: `${1.5 * TITLE_LINES.sm}em` },
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
        {loading || alerts.length === 0 ? (
          <p role="status" className="status">
            {loading ? t('member.loadingAlerts') : t('member.noAlerts')}
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
