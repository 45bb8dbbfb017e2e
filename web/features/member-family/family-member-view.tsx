import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { idSchema } from '../../../domain/schemas';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { TabStrip } from '../../components/tab-strip/tab-strip';
import { mirrorInRtl } from '../../i18n/mirror';
import { CallError } from '../../lib/call';
import { useCall } from '../../lib/use-call';
import { FamilyBasicsTab } from './family-basics-tab';
import { FamilyDetailsTab } from './family-details-tab';

type TabName = 'basic' | 'current';

/**
 * One family member, with tabs 'Basic Details' and 'Current Details' and a back button.
 * Their record is kept on the phone under their id, so it shows at once and offline; the server's
 * copy replaces it when it arrives.
 */
export function FamilyMemberView({ id, addDetails }: { id: string; addDetails: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>(addDetails ? 'current' : 'basic');
  // An address whose id is not one (cut short, mistyped) names nobody: not found, without asking the server,
  // which refuses such an id as bad input (400), not as a missing member (404).
  const wellFormed = idSchema.safeParse(id).success;
  // Kept under `family:<id>` (web/lib/kept-reads.ts).
  const { data, error, loading, reload } = useCall('getFamilyMember', wellFormed ? { id } : null);
  const notFound = !wellFormed || (error instanceof CallError && error.code === 'not-found');

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box>
        <Button
          component={Link}
          to={`${PATHS.family}/`}
          startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          color="inherit"
        >
          {t('family.back')}
        </Button>
      </Box>
      <PageHeading title={data?.name ?? t('member.myFamily')} dir="auto">
        {data?.name ?? t('member.myFamily')}
      </PageHeading>
      {notFound ? (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={`${PATHS.family}/`} color="inherit" size="small">
              {t('family.backToFamily')}
            </Button>
          }
        >
          {t('family.notFound')}
        </Alert>
      ) : loading ? (
        <LoadingStatus label={t('common.loading')} />
      ) : !data ? (
        <LoadError onRetry={reload} />
      ) : (
        <Box>
          <TabStrip
            label={t('family.sections')}
            tabs={[
              { value: 'basic', label: t('family.basicDetails') },
              { value: 'current', label: t('family.currentDetails') },
            ]}
            value={tab}
            onChange={setTab}
            panelSx={{ pt: 3 }}
            renderPanel={(open) =>
              open === 'basic' ? (
                <FamilyBasicsTab member={data} />
              ) : (
                <FamilyDetailsTab member={data} openForm={addDetails && !data.category} />
              )
            }
          />
        </Box>
      )}
    </Stack>
  );
}
