import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_PUSH_DEVICES } from '../../../domain/constants';
import { useOnline } from '../offline/use-online';
import { usePush, wordsFor } from './use-push';

/**
 * Profile's 'Alerts on this phone' switch ('this device' on a computer or a tablet): on when this device is
 * subscribed. Turning it on asks for the permission from the tap; where that cannot be, or while offline, it
 * is disabled, with the reason beneath it, and the limit of devices a member's alerts come to.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const push = usePush();
  const online = useOnline();
  const { state, phone } = push;
  const usable = state === 'offer' || state === 'subscribed';
  const help =
    state === 'subscribed'
      ? t(wordsFor(phone, 'subscribed'))
      : state === 'offer' || state === null
        ? t(wordsFor(phone, 'what'))
        : t(`push.${state}`);
  return (
    <section aria-labelledby="push-heading">
      <Typography id="push-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('push.profileHeading')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'subscribed'}
            disabled={!usable || push.busy || !online}
            onChange={(_, on) => void (on ? push.turnOn() : push.turnOff())}
            color="secondary"
            slotProps={{ input: { 'aria-describedby': 'push-help push-limit' } }}
          />
        }
        label={t(wordsFor(phone, 'switch'))}
      />
      <Typography id="push-help" color="text.secondary" role="status">
        {help}
      </Typography>
      <Typography id="push-limit" color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {t('push.deviceLimit', { max: MAX_PUSH_DEVICES })}
      </Typography>
    </section>
  );
}
