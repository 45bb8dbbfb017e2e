import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-provider';
import { GiveButton } from '../../components/giving/give-button';
import { PageHeading } from '../../components/layout/page-heading';
import { PushOffer } from '../../components/push/push-offer';
import { RegisterOffer } from '../../components/register-offer/register-offer';
import { useNextTask } from '../../lib/use-next-task';
import { greetingName } from './display-name';
import { HomeLinkCards } from './home-link-cards';
import { NextJamaatCard } from './next-jamaat-card';
import { RecentAlerts } from './recent-alerts';

/**
 * What is drawn `tasks` tasks after the home's first part. A slow phone drew the whole home in one task, the
 * longest of its start (bench/README.md, "The member home's parts"); drawn in parts from the top down, each
 * part lands below the last, so nothing drawn moves. Each part is its own component: drawing it does not
 * draw the parts above it again.
 */
function Later({ tasks, children }: { tasks: number; children: ReactNode }) {
  return useNextTask(tasks) ? children : null;
}

/**
 * The member home (/member-dashboard): greeting, the next jamaat at the member's masjid, recent alerts and
 * links to the member's sections. It is the portal's front page, so the tab carries the portal's name alone.
 */
export default function MemberHomeScreen() {
  const { user } = useSession();
  const { t } = useTranslation();
  const name = greetingName(user?.name);
  const salutation = name ? t('member.salutationBeforeName') : t('member.salutation');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 3, sm: 4 } }}>
      <PageHeading title={null}>
        <Box component="span" sx={{ display: 'block', typography: 'subtitle1', color: 'text.secondary' }}>
          {salutation}
        </Box>{' '}
        {name}
      </PageHeading>
      <NextJamaatCard />
      <PushOffer />
      <Later tasks={1}>
        {/* Only for a member whose number a masjid's register holds; its read waits for the first part. */}
        <RegisterOffer />
        <RecentAlerts />
      </Later>
      <Later tasks={2}>
        <HomeLinkCards />
        {/* Last on the home: it shows once the masjid's giving is read, so nothing below it moves. */}
        <GiveButton />
      </Later>
    </Box>
  );
}
