import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { CardGrid } from '../../components/card-grid/card-grid';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useReferenceNames } from '../../i18n/reference-names';
import { ApplyForVolunteer } from './apply-for-volunteer';
import { useVolunteers } from './use-volunteers';
import { VolunteerCard } from './volunteer-card';

/** Only a web address opens: a form address is set by the operator, but a link must never run script. */
const isWebAddress = (url: string | null | undefined): url is string =>
  Boolean(url && /^https?:\/\//i.test(url));

/**
 * /volunteers: cards of the volunteers whose scope covers the member's masjid, with
 * WhatsApp, call and email links, and 'Apply for volunteer': the portal's form in a new tab when it has one
 * (VOLUNTEER_FORM_URL), else what to do instead (apply-for-volunteer.tsx). The list is kept in local storage
 * for an hour.
 */
export default function VolunteersScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const listRef = useRef<HTMLUListElement>(null);
  const mosqueId = user?.mosqueId ?? null;
  const { data, error, loading, reload } = useVolunteers(mosqueId);
  const names = useReferenceNames();
  // A default category ('Education') in the reader's language; an admin's own as the admin wrote it.
  const volunteers = (data?.volunteerData ?? []).map((v) =>
    v.categoryName ? { ...v, categoryName: names.category(v.categoryName) } : v,
  );
  const applyUrl = isWebAddress(data?.applyUrl) ? data.applyUrl : null;

  let body: ReactNode;
  if (!mosqueId) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Typography>{t('volunteersPage.noMasjid')}</Typography>
        <Button component={Link} to={PATHS.mosque} variant="contained" color="secondary">
          {t('volunteersPage.goToMasjid')}
        </Button>
      </Stack>
    );
  } else if (loading) {
    body = <LoadingStatus label={t('volunteersPage.loading')} />;
  } else if (error && !data) {
    body = <LoadError onRetry={reload} />;
  } else if (volunteers.length === 0) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
        {t('volunteersPage.empty')}
      </Typography>
    );
  } else {
    body = (
      <CardGrid
        items={volunteers}
        getKey={(volunteer) => volunteer.id}
        renderCard={(volunteer) => <VolunteerCard volunteer={volunteer} />}
        columns={{ xs: 1, md: 2 }}
        aria-label={t('volunteersPage.list')}
        ref={listRef}
        tabIndex={-1}
      />
    );
  }

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <PageHeading title={t('member.myVolunteer')}>{t('member.myVolunteer')}</PageHeading>
        {mosqueId && data && (
          <ApplyForVolunteer
            formUrl={applyUrl}
            volunteerCount={volunteers.length}
            onContactVolunteers={() => listRef.current?.focus()}
          />
        )}
      </Box>
      {body}
    </Stack>
  );
}
