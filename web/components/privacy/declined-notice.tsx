import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { UNACCEPTED_ACCOUNT_DAYS } from '../../../domain/privacy';

/**
 * What the portal keeps of a member who declines the privacy notice (PRIVACY.md): an account without details
 * keeps its number and the masjid chosen before the OTP, and is deleted once it has waited UNACCEPTED_ACCOUNT_DAYS
 * from its creation; an account with details keeps them as they were.
 */
export type Declined = 'numberAndMasjid' | 'number' | 'details';

const TEXTS = {
  numberAndMasjid: 'privacy.declinedNumberAndMasjid',
  number: 'privacy.declinedNumber',
  details: 'privacy.declinedDetails',
} as const satisfies Record<Declined, string>;

/** What the account of the member declining keeps; null when no one was signed in. */
export function declinedOf(user: Pick<UserData, 'name' | 'mosqueId'> | null): Declined | null {
  if (!user) return null;
  if (user.name) return 'details';
  return user.mosqueId ? 'numberAndMasjid' : 'number';
}

/** A value from the history's state that names what was kept, or null. */
export function declinedIn(state: unknown): Declined | null {
  const value =
    typeof state === 'object' && state !== null ? (state as { declined?: unknown }).declined : null;
  return typeof value === 'string' && value in TEXTS ? (value as Declined) : null;
}

/**
 * Said on the sign-in screen once the notice is declined: what was kept, and for how long. A status, and it
 * takes the focus (`focusRef`), so a screen reader reads it before the number field that follows.
 */
export function DeclinedNotice({
  declined,
  focusRef,
}: {
  declined: Declined;
  focusRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      ref={focusRef}
      role="status"
      tabIndex={-1}
      sx={{
        mb: 2,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        typography: 'body2',
        // A place the focus is put for reading, not a control: no ring, as the step's heading has none.
        '&:focus': { outline: 'none' },
      }}
    >
      {t(TEXTS[declined], { days: UNACCEPTED_ACCOUNT_DAYS })}
    </Box>
  );
}
