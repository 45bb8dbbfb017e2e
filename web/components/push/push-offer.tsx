import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pressable } from '../../app/pressable';
import { CACHE_KEYS, readText, writeText } from '../../lib/local-cache';
import { useOnline } from '../offline/use-online';
import type { PushState } from './push-state';
import { usePush, wordsFor } from './use-push';

/** What the offer says in each state but 'subscribed' (which hides it). */
const stateText = (state: Exclude<PushState, 'subscribed'>, phone: boolean) =>
  state === 'offer' ? wordsFor(phone, 'what') : (`push.${state}` as const);

/**
 * One styled box over plain elements, as MUI's outlined Paper with a Stack, Typography and a small IconButton
 * at the end looked: on every member home's start, those were three files and a dozen styled components of
 * their own.
 */
const Offer = styled('section')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.secondary.main}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& > svg': { flexShrink: 0, marginTop: theme.spacing(0.25), color: theme.palette.secondary.main },
  '& > .text': { flexGrow: 1, minWidth: 0, display: 'grid', gap: theme.spacing(1), justifyItems: 'start' },
  '& h2': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
  '& p': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& > .dismiss': {
    flexShrink: 0,
    display: 'inline-flex',
    padding: 5,
    marginInlineEnd: -3,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    ...pressable(theme),
    '& > svg': { fontSize: theme.typography.pxToRem(20) },
  },
}));

/**
 * 'Get alerts on this phone' ('this device' on a computer or a tablet), on the member home and /alerts: what
 * comes, and the button that asks for the permission; or why it cannot be had here and what to do. Gone once
 * this device is subscribed, once the member closes it (remembered on the device; Profile keeps the switch),
 * and while the device is offline, where subscribing cannot work.
 */
export function PushOffer() {
  const { t } = useTranslation();
  const push = usePush();
  const online = useOnline();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(() => readText(CACHE_KEYS.pushOfferDismissed) === '1');
  const [justOn, setJustOn] = useState(false);
  // The line mounts once the subscription shows, which may be a render or two after the tap: it takes the
  // focus as it mounts rather than in a frame that could run before it.
  const focusOnMount = useCallback((line: HTMLParagraphElement | null) => line?.focus(), []);

  if (dismissed || push.state === null) return null;
  if (push.state === 'subscribed') {
    // Right after the tap a quiet line takes the offer's place, holding the focus the button had.
    return justOn ? (
      <Typography ref={focusOnMount} tabIndex={-1} role="status" color="text.secondary">
        {t(wordsFor(push.phone, 'subscribed'))}
      </Typography>
    ) : null;
  }
  if (!online) return null;
  const dismiss = () => {
    writeText(CACHE_KEYS.pushOfferDismissed, '1');
    setDismissed(true);
  };
  const turnOn = async () => {
    await push.turnOn();
    setJustOn(true);
  };

  return (
    <Offer aria-labelledby={headingId}>
      <NotificationsActiveIcon aria-hidden />
      <div className="text">
        <h2 id={headingId}>{t(wordsFor(push.phone, 'heading'))}</h2>
        <p>{t(stateText(push.state, push.phone))}</p>
        {push.state === 'offer' && (
          <Button variant="contained" color="secondary" disabled={push.busy} onClick={() => void turnOn()}>
            {push.busy ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        )}
      </div>
      <button
        type="button"
        className="dismiss"
        aria-label={t(wordsFor(push.phone, 'dismiss'))}
        onClick={dismiss}
      >
        <CloseIcon aria-hidden />
      </button>
    </Offer>
  );
}
