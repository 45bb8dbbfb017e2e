import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session-provider';
import { greetingFor } from './display-name';
import { HomeLinkCards } from './home-link-cards';
import { RecentAlerts } from './recent-alerts';

/** Spec §2 "Member home" (/member-dashboard): greeting, recent alerts and links to the member's sections. */
export default function MemberHomeScreen() {
  const { user } = useSession();
  const { salutation, name } = greetingFor(user?.name);

  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ display: 'block', typography: 'subtitle1', color: 'text.secondary' }}>
          {salutation}
        </Box>{' '}
        {name}
      </Typography>
      <RecentAlerts />
      <HomeLinkCards />
    </Stack>
  );
}
