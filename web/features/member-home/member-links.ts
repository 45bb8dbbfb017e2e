import type { SvgIconComponent } from '@mui/icons-material';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import MosqueIcon from '@mui/icons-material/Mosque';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PATHS } from '../../../domain/routes';

export type MemberLink = { path: string; label: string; Icon: SvgIconComponent };

/** Spec §2 "Navigation": the member area's sections, in the app bar or the small-screen drawer. */
export const MEMBER_NAV_LINKS: readonly MemberLink[] = [
  { path: PATHS.mosque, label: 'My Masjid', Icon: MosqueIcon },
  { path: PATHS.volunteers, label: 'My Volunteer', Icon: VolunteerActivismIcon },
  { path: PATHS.family, label: 'My Family', Icon: FamilyRestroomIcon },
  { path: PATHS.alerts, label: 'Alerts', Icon: NotificationsIcon },
];

/** Spec §2 "Member home": the four link cards, with the trailing slashes the spec gives them. */
export const HOME_CARDS: readonly MemberLink[] = [
  { path: `${PATHS.family}/`, label: 'My Family', Icon: FamilyRestroomIcon },
  { path: `${PATHS.volunteers}/`, label: 'My Volunteer', Icon: VolunteerActivismIcon },
  { path: `${PATHS.mosque}/`, label: 'My Masjid', Icon: MosqueIcon },
  { path: `${PATHS.profile}/`, label: 'My Profile', Icon: PersonIcon },
];
