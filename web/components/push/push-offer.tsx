import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CACHE_KEYS, readText, writeText } from '../../lib/local-cache';
import type { PushState } from './push-state';
import { usePush } from './use-push';

/** What the offer says in each state but 'subscribed' (which hides it). */
const STATE_TEXT = {
  offer: 'push.what',
  iosInstall: 'push.iosInstall',
  unsupported: 'push.unsupported',
  denied: 'push.denied',
} as const satisfies Record<Exclude<PushState, 'subscribed'>, string>;

/**
 * 'Get alerts on this phone', on the member home and /alerts: what comes, and the button that asks for the
 * permission; or why it cannot be had here and what to do. Gone once this device is subscribed, or once the
 * member closes it (remembered on the device; Profile keeps the switch).
 */
export function PushOffer() {
  const { t } = useTranslation();
  const push = usePush();
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
        {t('push.subscribed')}
      </Typography>
    ) : null;
  }
  const dismiss = () => {
    writeText(CACHE_KEYS.pushOfferDismissed, '1');
    setDismissed(true);
  };
  const turnOn = async () => {
    await push.turnOn();
    setJustOn(true);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', borderColor: 'secondary.main' }}
    >
      <NotificationsActiveIcon color="secondary" aria-hidden sx={{ mt: 0.25 }} />
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('push.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(STATE_TEXT[push.state])}
        </Typography>
        {push.state === 'offer' && (
          <Box>
            <Button variant="contained" color="secondary" disabled={push.busy} onClick={() => void turnOn()}>
              {push.busy ? t('push.turningOn') : t('push.turnOn')}
            </Button>
          </Box>
        )}
      </Stack>
      <IconButton aria-label={t('push.dismiss')} onClick={dismiss} edge="end" size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
