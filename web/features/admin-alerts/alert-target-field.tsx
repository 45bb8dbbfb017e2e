import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_LEVELS, type AlertLevel } from '../../../domain/constants';
import type { Mosque } from '../../../domain/functions/shapes';
import { LoadError } from '../../components/load-error';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { useCall } from '../../lib/use-call';

export type AlertTarget = { level: AlertLevel; id: string | null };

type Props = {
  value: AlertTarget;
  onChange: (target: AlertTarget) => void;
  /** The place the alert being edited was sent to: kept until another is chosen. */
  current?: { level: AlertLevel; id: string; name: string | null };
  disabled?: boolean;
};

/**
 * Who the alert is for (a masjid or a place of any level): first the level, then the place through
 * the cascading dropdowns down to that level, or down to the masjid for Mosque. The country needs no
 * choice: it is the one root of the tree.
 */
export function AlertTargetField({ value, onChange, current, disabled }: Props) {
  const { t } = useTranslation();
  const [mosque, setMosque] = useState<Mosque | null>(null);
  const roots = useCall('getLocations', value.level === 'country' ? {} : null);
  const country = roots.data?.find((l) => l.type === 'country') ?? null;
  const keepsCurrent = current !== undefined && value.level === current.level && value.id === current.id;

  useEffect(() => {
    if (value.level === 'country' && country && value.id !== country.id) {
      onChange({ level: 'country', id: country.id });
    }
  }, [value.level, value.id, country, onChange]);

  return (
    <>
      <TextField
        select
        label={t('adminAlerts.alertLevel')}
        value={value.level}
        disabled={disabled}
        onChange={(event) => {
          const level = event.target.value as AlertLevel;
          setMosque(null);
          onChange(current && level === current.level ? current : { level, id: null });
        }}
      >
        {ALERT_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`adminAlerts.level.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      {keepsCurrent && current.level !== 'country' && (
        <Typography>
          {t('adminAlerts.sentTo', { name: current.name ?? t('adminAlerts.unknownPlace') })}{' '}
          {t('adminAlerts.chooseToChange')}
        </Typography>
      )}
      {value.level === 'country' ? (
        roots.error ? (
          <LoadError onRetry={roots.reload} />
        ) : (
          <Typography>
            {country ? t('adminAlerts.wholeCountry', { name: country.name }) : t('common.loading')}
          </Typography>
        )
      ) : (
        <LocationMosquePicker
          key={value.level}
          value={mosque}
          disabled={disabled}
          deepest={value.level === 'Mosque' ? 'mosque' : value.level}
          onChange={(chosen) => {
            setMosque(chosen);
            if (value.level === 'Mosque') onChange({ level: 'Mosque', id: chosen?.id ?? null });
          }}
          onPlaceChange={(place) => {
            if (value.level === 'Mosque') return;
            if (place.level === value.level) onChange({ level: value.level, id: place.id });
            // Half way down, an edited alert keeps the place it had, as a masjid alert keeps its masjid.
            else
              onChange(current && current.level === value.level ? current : { level: value.level, id: null });
          }}
        />
      )}
    </>
  );
}
