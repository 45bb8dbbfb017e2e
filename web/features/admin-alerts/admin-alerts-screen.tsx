import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERTS_PAGE_ADMIN } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadingStatus } from '../../components/loading-status';
import { PagedList } from '../../components/paged-list/paged-list';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { AdminAlertCard } from './admin-alert-card';
import { AlertDialog } from './alert-dialog';
import { withSaved } from './alert-list';
import { AlertSmsDialog } from './alert-sms-dialog';
import { useAlertReach } from './use-alert-reach';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; alert: Alert }
  | { kind: 'end'; alert: Alert }
  | { kind: 'sms'; alert: Alert }
  | null;

const FIRST_PAGE = { limit: ALERTS_PAGE_ADMIN, offset: 0 };

/**
 * /admin/alerts: up to 100 alerts, the admin's own (a super admin's: everyone's), newest first, each
 * a card with Edit; a floating button opens the form for a new one. What is saved here shows at once: a new
 * alert at the top, a changed one in its place.
 */
export default function AdminAlertsScreen() {
  const { t } = useTranslation();
  const list = useCall('getAlerts', FIRST_PAGE);
  const [saved, setSaved] = useState<Alert[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const end = useAction('expireAlert', { refusalSeverity: 'error' });
  const keep = (alert: Alert) => setSaved((before) => [...before, alert]);
  const alerts = withSaved(list.data ?? [], saved);
  const ending = editing?.kind === 'end' ? editing.alert : null;
  const reach = useAlertReach(alerts);

  return (
    <Box sx={{ display: 'grid', gap: 3, pb: 10 }}>
      <PageHeading title={t('admin.section.alerts')}>{t('admin.section.alerts')}</PageHeading>
      {/*
        Floating at the bottom corner, but first in the page's order: the Tab after the heading reaches it,
        not after every card's buttons.
      */}
      <Fab
        color="primary"
        aria-label={t('adminAlerts.newAlert')}
        onClick={() => setEditing({ kind: 'new' })}
        sx={{ position: 'fixed', bottom: 24, right: 24 }}
      >
        <AddIcon />
      </Fab>
      {list.loading && !list.data ? (
        <LoadingStatus label={t('member.loadingAlerts')} />
      ) : (
        <PagedList
          items={alerts}
          getKey={(a) => a.id}
          renderCard={(alert) => (
            <AdminAlertCard
              alert={alert}
              onEdit={() => setEditing({ kind: 'edit', alert })}
              reach={reach.get(alert.id)}
              onEnd={() => setEditing({ kind: 'end', alert })}
              onSendSms={() => setEditing({ kind: 'sms', alert })}
            />
          )}
          emptyText={t('adminAlerts.empty')}
          loading={false}
          loadingMore={false}
          error={list.error}
          hasMore={false}
          onLoadMore={() => {}}
          onRetry={list.reload}
        />
      )}
      <AlertDialog
        open={editing?.kind === 'new' || editing?.kind === 'edit'}
        alert={editing?.kind === 'edit' ? editing.alert : undefined}
        onClose={() => setEditing(null)}
        onSaved={keep}
      />
      <AlertSmsDialog
        alert={editing?.kind === 'sms' ? editing.alert : null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={ending !== null}
        title={t('adminAlerts.endQuestion', { title: ending?.title ?? '' })}
        text={t('adminAlerts.endText')}
        confirmLabel={t('adminAlerts.end')}
        busy={end.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!ending) return;
          const reply = await end.run({ alertId: ending.id });
          setEditing(null);
          if (reply?.alert) keep(reply.alert);
        }}
      />
    </Box>
  );
}
