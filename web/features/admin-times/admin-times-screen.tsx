import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { adminTimesPath, keptMosqueOf, PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useCall } from '../../lib/use-call';
import { useCan } from '../../lib/use-can';
import { DisplayKeys } from './display-keys';
import { IndiaHijriCard } from './india-hijri-card';
import { TimesForm } from './times-form';

/**
 * /admin/times/<masjid>: a masjid's jamaat times, for admins (reached from each masjid in Masjids) and for
 * the volunteer who keeps that masjid's times (from the admin bar). A volunteer without the grant, or on
 * another masjid, is told so; the server refuses them alike. Admins also keep the masjid's TV display keys
 * here, and the super admin India's Hijri date.
 */
export default function AdminTimesScreen() {
  const { t } = useTranslation();
  const { mosqueId } = useParams();
  const { user } = useSession();
  const isAdmin = useCan('getDisplayKeys');
  const isSuperAdmin = useCan('setIndiaHijriAdjustment');
  const kept = keptMosqueOf(user);
  const mayEdit = isAdmin || (kept !== null && kept === mosqueId);
  const rules = useCall('getMosqueTimesRules', mosqueId && mayEdit ? { mosqueId } : null);

  if (!mosqueId) {
    if (kept) return <Navigate to={adminTimesPath(kept)} replace />;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('adminTimes.title')}>{t('adminTimes.title')}</PageHeading>
        {isAdmin ? (
          <Link component={RouterLink} to={PATHS.adminMosques} color="secondary">
            {t('admin.section.mosques')}
          </Link>
        ) : (
          <Alert severity="info">{t('adminTimes.notAllowed')}</Alert>
        )}
      </Box>
    );
  }

  const mosque = rules.data?.mosque;
  const title = mosque ? t('adminTimes.titleOf', { name: mosque.name }) : t('adminTimes.title');
  const point =
    mosque && mosque.latitude !== null && mosque.longitude !== null
      ? { latitude: mosque.latitude, longitude: mosque.longitude }
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 3, pb: { xs: 10, sm: 0 } }}>
      <PageHeading title={title} dir="auto">
        {title}
      </PageHeading>
      {!mayEdit ? (
        <Alert severity="info">{t('adminTimes.notAllowed')}</Alert>
      ) : rules.error && !rules.data ? (
        <LoadError onRetry={rules.reload} />
      ) : !rules.data ? (
        <LoadingStatus label={t('adminTimes.loading')} />
      ) : (
        <>
          {!point && <Alert severity="warning">{t('adminTimes.noPoint')}</Alert>}
          <TimesForm
            key={mosqueId}
            mosqueId={mosqueId}
            versions={rules.data.versions}
            point={point}
            indiaHijriAdjustment={rules.data.indiaHijriAdjustment}
          />
          {isAdmin && <DisplayKeys mosqueId={mosqueId} />}
          {isSuperAdmin && <IndiaHijriCard days={rules.data.indiaHijriAdjustment} />}
        </>
      )}
    </Box>
  );
}
