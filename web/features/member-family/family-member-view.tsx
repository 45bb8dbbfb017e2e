import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { idSchema } from '../../../domain/schemas';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { mirrorInRtl } from '../../i18n/mirror';
import { CallError } from '../../lib/call';
import { useCall } from '../../lib/use-call';
import { FamilyBasicsTab } from './family-basics-tab';
import { FamilyDetailsTab } from './family-details-tab';

const TABS = ['basic', 'current'] as const;
type TabName = (typeof TABS)[number];

/**
 * One family member, with tabs 'Basic Details' and 'Current Details' and a back button.
 * Their record is kept on the phone under their id, so it shows at once and offline; the server's
 * copy replaces it when it arrives.
 */
export function FamilyMemberView({ id, addDetails }: { id: string; addDetails: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>(addDetails ? 'current' : 'basic');
  const ids = useId();
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
          <Tabs
            value={tab}
            onChange={(_, next: TabName) => setTab(next)}
            aria-label={t('family.sections')}
            variant="fullWidth"
            textColor="secondary"
            indicatorColor="secondary"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                id={`${ids}-tab-${name}`}
                aria-controls={`${ids}-panel-${name}`}
                label={name === 'basic' ? t('family.basicDetails') : t('family.currentDetails')}
              />
            ))}
          </Tabs>
          {TABS.map((name) => (
            <Box
              key={name}
              role="tabpanel"
              id={`${ids}-panel-${name}`}
              aria-labelledby={`${ids}-tab-${name}`}
              hidden={tab !== name}
              sx={{ pt: 3 }}
            >
              {tab === name &&
                (name === 'basic' ? (
                  <FamilyBasicsTab member={data} />
                ) : (
                  <FamilyDetailsTab member={data} openForm={addDetails && !data.category} />
                ))}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
