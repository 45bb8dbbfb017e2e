import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import { firstReadTtl } from '../../app/first-reads';
import { LazyAlertSheet } from '../../components/alert-sheet/lazy-alert-sheet';
import { CardGrid } from '../../components/card-grid/card-grid';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { PushOffer } from '../../components/push/push-offer';
import { mirrorInRtl } from '../../i18n/mirror';
import { useMessageText } from '../../i18n/use-message-text';
import { useCall } from '../../lib/use-call';
import { clearAlertBadge } from '../../pwa/alert-badge';
import { AlertCard } from './alert-card';
import { alertOf, alertsPageOf, linkedAlertOf, withoutAlert } from './alerts-page';

/**
 * A member's /alerts: the latest 5 alerts as cards, and older ones
 * five at a time (`?page=2`, so the back button and a shared link keep the page). `?alert=<id>` (a tapped
 * notification, a shared link) opens that alert in the sheet over the page, looked up by its id when it is
 * not on the page (an older one); one that is not the member's, for another area or ended, is said so above
 * the list instead. Opening the page clears the app's badge of unread alerts.
 */
export default function AlertsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [search, setSearch] = useSearchParams();
  const page = alertsPageOf(search);
  const offset = (page - 1) * ALERTS_PAGE_MEMBER;
  // Page 1 is the entry's read too (first-reads.ts): a reply of the last seconds is not asked again.
  const { data, error, loading, reload } = useCall(
    'getAlerts',
    { limit: ALERTS_PAGE_MEMBER, offset },
    { ttl: offset === 0 ? firstReadTtl() : 0 },
  );
  // A member's page is at most 5 (the server holds to it): one more alert past this page says an older page
  // exists. Asked at the same time, so it costs no extra round trip.
  const older = useCall('getAlerts', { limit: 1, offset: offset + ALERTS_PAGE_MEMBER });
  const alerts = (data ?? []).slice(0, ALERTS_PAGE_MEMBER);
  const hasOlder = (older.data?.length ?? 0) > 0;
  const linked = linkedAlertOf(search, loading ? [] : alerts);
  const lookedUp = useCall(
    'getAlert',
    !loading && linked.kind === 'lookUp' ? { alertId: linked.alertId } : null,
  );
  const named = alertOf(search, alerts) ?? (linked.kind === 'lookUp' ? (lookedUp.data?.alert ?? null) : null);
  const notShown = loading
    ? null
    : linked.kind === 'gone'
      ? text.byCode('alertGone')
      : linked.kind === 'lookUp' && lookedUp.error
        ? text.failure(lookedUp.error)
        : linked.kind === 'lookUp' && lookedUp.data && !lookedUp.data.pass
          ? text.said({ message: lookedUp.data.message ?? '', messageCode: lookedUp.data.messageCode })
          : null;
  // Said where the alert would have opened, and the focus goes there, from the heading it had on opening.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notShown) notice.current?.focus();
  }, [notShown]);
  useEffect(clearAlertBadge, []);
  const goTo = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PageHeading title={t('member.alerts')}>{t('member.alerts')}</PageHeading>
      {notShown && (
        <Box
          ref={notice}
          role="status"
          tabIndex={-1}
          sx={{
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'warning.main',
            bgcolor: 'background.paper',
            // A place the focus is put for reading, not a control: no ring, as the page's heading has none.
            '&:focus': { outline: 'none' },
          }}
        >
          {notShown}
        </Box>
      )}
      <PushOffer />
      {loading ? (
        <LoadingStatus label={t('member.loadingAlerts')} />
      ) : error && !data ? (
        <LoadError onRetry={reload} />
      ) : alerts.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
          {page > 1 ? t('alertsPage.noOlder') : t('member.noAlerts')}
        </Typography>
      ) : (
        <CardGrid
          items={alerts}
          getKey={(alert) => alert.id}
          renderCard={(alert) => <AlertCard alert={alert} />}
          columns={{ xs: 1, md: 2 }}
        />
      )}
      {(page > 1 || hasOlder) && (
        <Box
          component="nav"
          aria-label={t('alertsPage.pages')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {page > 1 && (
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<ChevronLeftIcon sx={mirrorInRtl} />}
              onClick={() => goTo(page - 1)}
            >
              {t('alertsPage.newer')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {hasOlder && (
            <Button
              variant="outlined"
              color="secondary"
              endIcon={<ChevronRightIcon sx={mirrorInRtl} />}
              onClick={() => goTo(page + 1)}
            >
              {t('alertsPage.older')}
            </Button>
          )}
        </Box>
      )}
      <LazyAlertSheet alert={named} onClose={() => setSearch(withoutAlert(search), { replace: true })} />
    </Stack>
  );
}
