import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { isolate } from '../../i18n/bidi';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';

/** The offer is asked for again after this long, or at once after a claim (domain/invalidations.ts). */
const OFFER_TTL_MS = 10 * 60_000;
const hiddenKey = (userId: string) => `registerOfferHidden:${userId}`;

/** 'Not now' hides the offer for this session of the browser (the tab's storage), not for good. */
function hiddenThisSession(userId: string): boolean {
  try {
    return sessionStorage.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}
function hideThisSession(userId: string): void {
  try {
    sessionStorage.setItem(hiddenKey(userId), '1');
  } catch {}
}

/** One styled box over plain elements, as the push offer beside it on the member home is drawn. */
const Offer = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  justifyItems: 'start',
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.secondary.main}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& h2': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
  '& p': { ...theme.typography.body2, margin: 0 },
  '& > .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

/**
 * "The register of <masjid> has a record for <name> with N family members. Is this you?": the offer of the
 * masjid register's record of the member's own number (docs/decisions/0014-masjid-register.md), once they
 * accepted the privacy notice, on the member home and in sign-in after the notice. It names only the person
 * and their masjid. 'Yes' claims it (their details and family come from it); 'Not now' hides it for the session.
 * In sign-in (`linkToFamily` false) the flow goes on to its next step instead of to /family.
 */
export function RegisterOffer({ linkToFamily = true }: { linkToFamily?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const headingId = useId();
  const userId = user?.userId ?? '';
  const [hidden, setHidden] = useState(() => hiddenThisSession(userId));
  const [claimed, setClaimed] = useState(false);
  const asks = Boolean(user && user.role === 'user' && user.noticeAccepted && user.mobile && !hidden);
  const offer = useCall('getRegisterOffer', asks ? {} : null, { ttl: OFFER_TTL_MS });
  const claim = useAction('claimRegisterRecord');

  if (claimed)
    return (
      <Offer aria-labelledby={headingId}>
        <h2 id={headingId}>{t('registerClaim.heading')}</h2>
        <p role="status">{t('registerClaim.claimed')}</p>
        {linkToFamily && (
          <Button component={RouterLink} to={PATHS.family} variant="outlined" color="secondary">
            {t('registerClaim.seeFamily')}
          </Button>
        )}
      </Offer>
    );
  const shown = asks ? offer.data?.offer : null;
  if (!shown) return null;
  const accept = async () => {
    const reply = await claim.run({});
    if (reply?.pass) setClaimed(true);
  };
  const notNow = () => {
    hideThisSession(userId);
    setHidden(true);
  };

  return (
    <Offer aria-labelledby={headingId}>
      <h2 id={headingId}>{t('registerClaim.heading')}</h2>
      <p>
        {/* A name in another script keeps its own direction inside the sentence. */}
        {t('registerClaim.offer', {
          mosque: isolate(shown.mosqueName),
          name: isolate(shown.name),
          count: shown.familyCount,
        })}
      </p>
      <div className="actions">
        <Button variant="contained" color="secondary" disabled={claim.pending} onClick={() => void accept()}>
          {claim.pending ? t('registerClaim.claiming') : t('registerClaim.claim')}
        </Button>
        <Button color="inherit" disabled={claim.pending} onClick={notNow}>
          {t('registerClaim.notNow')}
        </Button>
      </div>
    </Offer>
  );
}
