import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { adminTreasuryPath, keptTreasuryOf, PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { TabStrip } from '../../components/tab-strip/tab-strip';
import { useCall } from '../../lib/use-call';
import { useCan } from '../../lib/use-can';
import { BalancesTab } from './balances-tab';
import { ExpensesTab } from './expenses-tab';
import { GiftsTab } from './gifts-tab';
import { ReceiptsTab } from './receipts-tab';
import { RecordGiftTab } from './record-gift-tab';
import { ReportsTab } from './reports-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['gifts', 'record', 'receipts', 'expenses', 'reports', 'settings', 'balances'] as const;
type TreasuryTab = (typeof TABS)[number];
const isTab = (v: string | null): v is TreasuryTab => TABS.includes(v as TreasuryTab);

/**
 * /admin/treasury/<masjid>: a masjid's Baitul Maal (docs/decisions/0013-baitul-maal.md), for admins (reached
 * from each masjid in Masjids) and for the volunteer the super admin lets keep that masjid's treasury (from
 * the admin bar). The open tab is in the address (?tab=), so a reload or a shared link keeps it. Before the
 * settings are saved there are no funds, so the screen opens on Settings.
 */
export default function AdminTreasuryScreen() {
  const { t } = useTranslation();
  const { mosqueId } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const isAdmin = useCan('getDisplayKeys');
  const kept = keptTreasuryOf(user);
  const mayKeep = isAdmin || (kept !== null && kept === mosqueId);
  const treasury = useCall('getMosqueTreasury', mosqueId && mayKeep ? { mosqueId } : null);
  // The tab a visit opens on without ?tab=, fixed at the first reply: Settings before the treasury is set up,
  // and still Settings once that first save makes it set up, rather than jumping away from the form.
  const [opening, setOpening] = useState<{ mosqueId: string; tab: TreasuryTab } | null>(null);
  const data = treasury.data;
  if (data && mosqueId && opening?.mosqueId !== mosqueId)
    setOpening({ mosqueId, tab: data.settings ? 'gifts' : 'settings' });

  if (!mosqueId) {
    if (kept) return <Navigate to={adminTreasuryPath(kept)} replace />;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('adminTreasury.title')}>{t('adminTreasury.title')}</PageHeading>
        {isAdmin ? (
          <>
            <Alert severity="info">{t('adminTreasury.pickMosque')}</Alert>
            <Link component={RouterLink} to={PATHS.adminMosques} color="secondary">
              {t('admin.section.mosques')}
            </Link>
          </>
        ) : (
          <Alert severity="info">{t('adminTreasury.notAllowed')}</Alert>
        )}
      </Box>
    );
  }

  const title = data ? t('adminTreasury.titleOf', { name: data.mosque.name }) : t('adminTreasury.title');
  const asked = search.get('tab');
  const tab: TreasuryTab = isTab(asked)
    ? asked
    : opening?.mosqueId === mosqueId
      ? opening.tab
      : data && !data.settings
        ? 'settings'
        : 'gifts';
  const choose = (next: TreasuryTab) =>
    setSearch(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, pb: { xs: 10, sm: 0 } }}>
      <PageHeading title={title} dir="auto">
        {title}
      </PageHeading>
      {!mayKeep ? (
        <Alert severity="info">{t('adminTreasury.notAllowed')}</Alert>
      ) : treasury.error && !data ? (
        <LoadError onRetry={treasury.reload} />
      ) : !data ? (
        <LoadingStatus label={t('adminTreasury.loading')} />
      ) : (
        // A grid item is as wide as its content unless told: the scrolling tab strip must keep to the screen.
        <Box sx={{ minWidth: 0 }}>
          {!data.settings && tab !== 'settings' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('adminTreasury.setUpFirst')}
            </Alert>
          )}
          <TabStrip
            scrollable
            label={t('adminTreasury.sections')}
            tabs={TABS.map((value) => ({ value, label: t(`adminTreasury.tab.${value}`) }))}
            value={tab}
            onChange={choose}
            panelSx={{ pt: 3 }}
            renderPanel={(shown) => {
              switch (shown) {
                case 'gifts':
                  return <GiftsTab mosqueId={mosqueId} />;
                case 'record':
                  return (
                    <RecordGiftTab mosqueId={mosqueId} mosqueName={data.mosque.name} funds={data.funds} />
                  );
                case 'receipts':
                  return <ReceiptsTab mosqueId={mosqueId} />;
                case 'expenses':
                  return <ExpensesTab mosqueId={mosqueId} />;
                case 'reports':
                  return <ReportsTab mosqueId={mosqueId} />;
                case 'settings':
                  return <SettingsTab key={mosqueId} mosqueId={mosqueId} treasury={data} />;
                case 'balances':
                  return <BalancesTab mosqueId={mosqueId} />;
              }
            }}
          />
        </Box>
      )}
    </Box>
  );
}
