import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePush } from './use-push';

/**
 * Profile's 'Alerts on this phone' switch: on when this device is subscribed. Turning it on asks for the
 * permission from the tap; where that cannot be, it is off and disabled, with the reason beneath it.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const push = usePush();
  const { state } = push;
  const usable = state === 'offer' || state === 'subscribed';
  const help =
    state === 'subscribed'
      ? t('push.subscribed')
      : state === 'offer' || state === null
        ? t('push.what')
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
            disabled={!usable || push.busy}
            onChange={(_, on) => void (on ? push.turnOn() : push.turnOff())}
            color="secondary"
          />
        }
        label={t('push.switch')}
      />
      <Typography color="text.secondary" role="status">
        {help}
      </Typography>
    </section>
  );
}
