import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Button, { type ButtonProps } from '@mui/material/Button';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-provider';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useCall } from '../../lib/use-call';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The dialog and the QR code's library are fetched on the first tap (or hover, or focus), never with the
// screen: the member home's first paint carries only this button (bench/login-bundle.ts).
const GiveDialog = preloadableLazy(() => import('./give-dialog'));
const preload = () => void GiveDialog.preload().catch(() => {});

/** Whether a masjid takes gifts changes seldom; read again after ten minutes. */
const GIVING_TTL = 10 * 60_000;

type Props = {
  /** Opens the dialog on monthly chanda with these months chosen ('Pay this month' in My giving). */
  chandaMonths?: readonly string[];
  label?: string;
  variant?: ButtonProps['variant'];
  /** Shown in the button's place once the masjid's giving is read and it takes no gifts ('My giving'). */
  whenClosed?: ReactNode;
};

/**
 * "Give" for the member's masjid: shown only when the masjid takes gifts (getMosqueGiving's `open`), and
 * opening the Give dialog (fund, amount, UPI link or QR, then the UTR).
 */
export function GiveButton({ chandaMonths, label, variant = 'contained', whenClosed = null }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mosqueId = user?.mosqueId ?? null;
  const giving = useCall('getMosqueGiving', mosqueId ? { mosqueId } : null, { ttl: GIVING_TTL });
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  if (!mosqueId || (giving.data && !giving.data.open)) return whenClosed;
  if (!giving.data?.open) return null;
  return (
    <>
      <Button
        variant={variant}
        startIcon={<VolunteerActivismIcon />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label ?? t('giving.give')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <GiveDialog
            open={open}
            onClose={() => setOpen(false)}
            mosqueId={mosqueId}
            giving={giving.data}
            chandaMonths={chandaMonths}
          />
        </Suspense>
      )}
    </>
  );
}
