import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isCategory } from '../../../domain/constants';
import type { UserData } from '../../../domain/functions/shapes';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadingStatus } from '../../components/loading-status';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { PushSwitch } from '../../components/push/push-switch';
import { TabStrip } from '../../components/tab-strip/tab-strip';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { BasicDetailsTab } from './basic-details-tab';
import { DefinitionList } from './definition-list';
import { PROFILE_TABS, type ProfileTab, profileTabOf, searchOfTab } from './profile-tabs';

// The tabs a member opens less often are chunks of their own (their forms, schemas and date field
// made /profile's first load 337 KiB), fetched at the first idle moment.
const OtherDetailsTab = preloadableLazy(() =>
  import('./other-details-tab').then((m) => ({ default: m.OtherDetailsTab })),
);
const PasswordTab = preloadableLazy(() => import('./password-tab').then((m) => ({ default: m.PasswordTab })));
const PrivacyTab = preloadableLazy(() => import('./privacy-tab').then((m) => ({ default: m.PrivacyTab })));

const TAB_LABELS = {
  basic: 'profile.basicDetails',
  other: 'profile.otherDetails',
  password: 'profile.password',
  privacy: 'privacy.tab',
} as const satisfies Record<ProfileTab, string>;

/**
 * Profile (/profile): a card with the member's name, UniqueId, mobile number and category, and the
 * tabs Basic Details, Other Details and Password. The open tab is kept in the address (`?tab=other`), so a
 * reload and a shared link keep it.
 */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = profileTabOf(search);
  useEffect(
    () =>
      whenIdle(() => {
        for (const later of [OtherDetailsTab, PasswordTab, PrivacyTab]) void later.preload().catch(() => {});
      }),
    [],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PageHeading title={t('profile.title')}>{t('profile.title')}</PageHeading>
      {user && <DetailCard user={user} />}
      {user && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <TabStrip
            label={t('profile.sections')}
            tabs={PROFILE_TABS.map((key) => ({ value: key, label: t(TAB_LABELS[key]) }))}
            value={tab}
            onChange={(next) => setSearch(searchOfTab(next), { replace: true })}
            panelSx={{ p: { xs: 2, sm: 3 } }}
            renderPanel={(open) => (
              <Suspense fallback={<LoadingStatus label={t('common.loading')} dense />}>
                {open === 'basic' && <BasicDetailsTab user={user} />}
                {open === 'other' && <OtherDetailsTab user={user} />}
                {open === 'password' && <PasswordTab user={user} />}
                {open === 'privacy' && <PrivacyTab user={user} />}
              </Suspense>
            )}
          />
        </Paper>
      )}
      {user && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <PushSwitch />
        </Paper>
      )}
    </Stack>
  );
}

/** The profile's detail card: who the member is at a glance. */
function DetailCard({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const missing = t('profile.notProvided');
  return (
    <Paper
      component="section"
      aria-label={t('profile.card')}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'primary.light', borderColor: 'primary.dark' }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: 1 }}>
        {user.name || missing}
      </Typography>
      <DefinitionList
        rows={[
          { key: 'uniqueId', term: t('auth.uniqueId'), value: user.uniqueId, ltr: true },
          {
            key: 'mobile',
            term: t('profile.mobile'),
            value: user.mobile || missing,
            ltr: Boolean(user.mobile),
          },
          {
            key: 'category',
            term: t('profile.category'),
            value: isCategory(user.category) ? t(categoryLabelKey(user.category)) : t('profile.noCategory'),
          },
        ]}
      />
      {!user.listedInDirectory && (
        <Chip
          icon={<VisibilityOffIcon />}
          label={t('privacy.hiddenCard')}
          variant="outlined"
          sx={{ mt: 1.5, bgcolor: 'background.paper' }}
        />
      )}
    </Paper>
  );
}
