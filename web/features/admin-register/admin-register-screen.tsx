import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { adminRegisterPath, keptRegisterOf, PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/layout/page-heading';
import { TabStrip } from '../../components/tab-strip/tab-strip';
import { useCall } from '../../lib/use-call';
import { useCan } from '../../lib/use-can';
import { DuplicatesTab } from './duplicates-tab';
import { ImportTab } from './import-tab';
import { RecordsTab } from './records-tab';

const TABS = ['import', 'duplicates', 'records'] as const;
type RegisterTab = (typeof TABS)[number];
const isTab = (v: string | null): v is RegisterTab => TABS.includes(v as RegisterTab);

/**
 * /admin/register/<masjid>: a masjid's register (docs/decisions/0014-masjid-register.md), for admins (reached
 * from each masjid in Masjids) and for the volunteer the super admin lets keep that masjid's register (from the
 * admin bar). The open tab is in the address (?tab=), so a reload or a shared link keeps it.
 */
export default function AdminRegisterScreen() {
  const { t } = useTranslation();
  const { mosqueId } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const isAdmin = useCan('getDisplayKeys');
  const kept = keptRegisterOf(user);
  const mayKeep = isAdmin || (kept !== null && kept === mosqueId);
  // The import tab reads the same; the call store asks once. It names the masjid whose register this is.
  const imports = useCall('getRegisterImports', mosqueId && mayKeep ? { mosqueId } : null);
  const name = imports.data?.mosque.name;

  if (!mosqueId) {
    if (kept) return <Navigate to={adminRegisterPath(kept)} replace />;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('adminRegister.title')}>{t('adminRegister.title')}</PageHeading>
        {isAdmin ? (
          <>
            <Alert severity="info">{t('adminRegister.pickMosque')}</Alert>
            <Link component={RouterLink} to={PATHS.adminMosques} color="secondary">
              {t('admin.section.mosques')}
            </Link>
          </>
        ) : (
          <Alert severity="info">{t('adminRegister.notAllowed')}</Alert>
        )}
      </Box>
    );
  }

  const asked = search.get('tab');
  const tab: RegisterTab = isTab(asked) ? asked : 'import';
  const choose = (next: RegisterTab) =>
    setSearch(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const title = name ? t('adminRegister.titleOf', { name }) : t('adminRegister.title');
  return (
    <Box sx={{ display: 'grid', gap: 3, pb: { xs: 10, sm: 0 } }}>
      <PageHeading title={title} dir="auto">
        {title}
      </PageHeading>
      {!mayKeep ? (
        <Alert severity="info">{t('adminRegister.notAllowed')}</Alert>
      ) : (
        // A grid item is as wide as its content unless told: the tab strip must keep to the screen.
        <Box sx={{ minWidth: 0 }}>
          <TabStrip
            label={t('adminRegister.sections')}
            tabs={TABS.map((value) => ({ value, label: t(`adminRegister.tab.${value}`) }))}
            value={tab}
            onChange={choose}
            panelSx={{ pt: 3 }}
            renderPanel={(shown) => {
              switch (shown) {
                case 'import':
                  return <ImportTab mosqueId={mosqueId} />;
                case 'duplicates':
                  return <DuplicatesTab mosqueId={mosqueId} />;
                case 'records':
                  return <RecordsTab mosqueId={mosqueId} />;
              }
            }}
          />
        </Box>
      )}
    </Box>
  );
}
