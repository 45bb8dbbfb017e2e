import type { SvgIconComponent } from '@mui/icons-material';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import MosqueIcon from '@mui/icons-material/Mosque';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PATHS } from '../../../domain/routes';

/** `label` is the link's key in the text catalogue. */
export type MemberLink = {
  path: string;
  label:
    | 'member.myMasjid'
    | 'member.myVolunteer'
    | 'member.myFamily'
    | 'member.myProfile'
    | 'member.alerts'
    | 'giving.myGiving';
  Icon: SvgIconComponent;
};

/** The member area's sections, in the app bar or the small-screen drawer. */
export const MEMBER_NAV_LINKS: readonly MemberLink[] = [
  { path: PATHS.mosque, label: 'member.myMasjid', Icon: MosqueIcon },
  { path: PATHS.volunteers, label: 'member.myVolunteer', Icon: VolunteerActivismIcon },
  { path: PATHS.family, label: 'member.myFamily', Icon: FamilyRestroomIcon },
  { path: PATHS.alerts, label: 'member.alerts', Icon: NotificationsIcon },
  { path: PATHS.giving, label: 'giving.myGiving', Icon: ReceiptLongIcon },
];

/** The member home's four link cards, with the trailing slashes the older product used. */
export const HOME_CARDS: readonly MemberLink[] = [
  { path: `${PATHS.family}/`, label: 'member.myFamily', Icon: FamilyRestroomIcon },
  { path: `${PATHS.volunteers}/`, label: 'member.myVolunteer', Icon: VolunteerActivismIcon },
  { path: `${PATHS.mosque}/`, label: 'member.myMasjid', Icon: MosqueIcon },
  { path: `${PATHS.profile}/`, label: 'member.myProfile', Icon: PersonIcon },
];
