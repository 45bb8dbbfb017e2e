import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_LEVELS, type AlertLevel } from '../../../domain/constants';
import type { Mosque } from '../../../domain/functions/shapes';
import { LoadError } from '../../components/load-error';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { LOCATION_LEVELS, type LocationLevel } from '../../components/location-mosque-picker/picker-state';
import { useCall } from '../../lib/use-call';
import type { AlertTarget } from './alert-form-values';

type Props = {
  value: AlertTarget;
  onChange: (target: AlertTarget) => void;
  /** The place the alert being edited was sent to: kept until another is chosen. */
  current?: { level: AlertLevel; id: string; name: string | null };
  disabled?: boolean;
  /** Why the target cannot be taken, in the reader's language: shown on the dropdown still to choose. */
  error?: string;
  /** Focuses that dropdown (the level's, for the whole country), as a form's error does. */
  focusRef?: Ref<{ focus: () => void }>;
};

/** The places chosen so far, from the State down; a choice at one level forgets those below it. */
type Chosen = Partial<Record<LocationLevel, string>>;

function keptAt(level: AlertLevel, chosen: Chosen): Chosen {
  if (level === 'country') return {};
  if (level === 'Mosque') return chosen;
  const depth = LOCATION_LEVELS.indexOf(level);
  return Object.fromEntries(LOCATION_LEVELS.slice(0, depth + 1).map((l) => [l, chosen[l]]));
}

function chooseIn(chosen: Chosen, level: LocationLevel, id: string): Chosen {
  const depth = LOCATION_LEVELS.indexOf(level);
  return { ...Object.fromEntries(LOCATION_LEVELS.slice(0, depth).map((l) => [l, chosen[l]])), [level]: id };
}

/**
 * Who the alert is for (a masjid or a place of any level): first the level, then the place through
 * the cascading dropdowns down to that level, or down to the masjid for Mosque. The country needs no
 * choice: it is the one root of the tree. A new level keeps the places already chosen down to it (the State
 * chosen stays when the level becomes State), and the target is then the place at that level, if chosen.
 */
export function AlertTargetField({ value, onChange, current, disabled, error, focusRef }: Props) {
  const { t } = useTranslation();
  const [mosque, setMosque] = useState<Mosque | null>(null);
  const [chosen, setChosen] = useState<Chosen>({});
  const levelInput = useRef<HTMLInputElement>(null);
  const picker = useRef<{ focus: () => void }>(null);
  useImperativeHandle(
    focusRef,
    () => ({
      focus: () => (value.level === 'country' ? levelInput.current?.focus() : picker.current?.focus()),
    }),
    [value.level],
  );
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
        inputRef={levelInput}
        error={Boolean(error) && value.level === 'country'}
        helperText={value.level === 'country' ? error : undefined}
        onChange={(event) => {
          const level = event.target.value as AlertLevel;
          // What the picker keeps at the new level: the places down to it (none for the country, which has
          // no picker), and the masjid only for Mosque.
          const kept = keptAt(level, chosen);
          setChosen(kept);
          if (level !== 'Mosque') setMosque(null);
          const id = level === 'Mosque' ? mosque?.id : kept[level as LocationLevel];
          if (id) onChange({ level, id });
          else onChange(current && level === current.level ? current : { level, id: null });
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
          value={mosque}
          disabled={disabled}
          deepest={value.level === 'Mosque' ? 'mosque' : value.level}
          error={error}
          focusRef={picker}
          onChange={(next) => {
            setMosque(next);
            if (value.level === 'Mosque') onChange({ level: 'Mosque', id: next?.id ?? null });
          }}
          onPlaceChange={(place) => {
            setChosen((before) => chooseIn(before, place.level, place.id));
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
