import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import {
  LEVEL_LABELS,
  type LevelList,
  LOCATION_LEVELS,
  type LocationLevel,
  PICKER_LEVELS,
  type PickerLevel,
} from './picker-state';
import { useLocationPicker } from './use-location-picker';

export type LocationMosquePickerProps = {
  value: Mosque | null;
  onChange: (mosque: Mosque | null) => void;
  disabled?: boolean;
  /**
   * The last dropdown offered; a staff area stops at a level ('district') and has no masjid. When it changes,
   * what is chosen down to it stays chosen.
   */
  deepest?: PickerLevel;
  /** Each location chosen, with its level: the area a staff filter or scope is on. */
  onPlaceChange?: (place: { level: LocationLevel; id: string }) => void;
  /**
   * The locations chosen as it opens, from the state down (a place chosen before); read once, so give the
   * picker a new key to open it on other ones.
   */
  initialTrail?: readonly string[];
  /** Why the choice cannot be taken ('Please choose the place…'): shown on the first dropdown still to choose. */
  error?: string;
  /** Focuses the first dropdown still to choose (the last one when all are chosen), as a form's error does. */
  focusRef?: Ref<{ focus: () => void }>;
};

// A disabled item fades to 38% opacity; these lines are status text and must stay readable.
const statusLine = { '&.Mui-disabled': { opacity: 1, color: 'text.secondary' } };

// Long names ("Dadra and Nagar Haveli and Daman and Diu") wrap instead of being cut off at 360 px, both in
// the closed field and in the open menu, and the menu never grows wider than the screen.
const wrappingOption = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const wrappingSelect = {
  sx: { '& .MuiSelect-select.MuiSelect-select': { ...wrappingOption, textOverflow: 'clip' } },
  MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
} as const;

/**
 * The options of one dropdown. While its list loads, or when the list is empty, the menu holds a single
 * disabled line so it never opens blank (the State dropdown shows 'Loading...').
 */
function placeholderOption(list: NonNullable<LevelList<unknown>>, t: TFunction) {
  if (list.loading) {
    return (
      <MenuItem disabled value="__loading" sx={statusLine}>
        {t('common.loading')}
      </MenuItem>
    );
  }
  return list.options.length === 0 ? (
    <MenuItem disabled value="__empty" sx={statusLine}>
      {t('picker.noneListed')}
    </MenuItem>
  ) : null;
}

/**
 * The location and masjid picker: State, District, City, Locality and Mosque dropdowns, each shown once
 * the one above has a choice. Choosing a level clears everything below it, including the chosen masjid.
 */
export function LocationMosquePicker({
  value,
  onChange,
  disabled = false,
  deepest = 'mosque',
  onPlaceChange,
  initialTrail,
  error,
  focusRef,
}: LocationMosquePickerProps) {
  const { state, select } = useLocationPicker(deepest, initialTrail);
  const { t } = useTranslation();
  const idPrefix = useId();
  const fieldId = (level: PickerLevel) => `${idPrefix}-${level}`;
  const mosques = state.lists.mosque;
  // The owner may hold a masjid chosen elsewhere; only one of this locality's can show as selected.
  const mosqueValue = value && mosques?.options.some((m) => m.id === value.id) ? value.id : '';
  const shown = PICKER_LEVELS.filter((level) => state.lists[level] !== null);
  const toChoose =
    shown.find((level) => (level === 'mosque' ? mosqueValue === '' : state.selected[level] === null)) ??
    shown.at(-1);
  const inputs = useRef<Partial<Record<PickerLevel, HTMLInputElement | null>>>({});
  useImperativeHandle(focusRef, () => ({ focus: () => toChoose && inputs.current[toChoose]?.focus() }), [
    toChoose,
  ]);
  const marked = (level: PickerLevel) =>
    error && level === toChoose ? { error: true, helperText: error } : {};
  const mosqueMarked = marked('mosque');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {LOCATION_LEVELS.map((level) => {
        const list = state.lists[level];
        if (!list) return null;
        return (
          <TextField
            key={level}
            id={fieldId(level)}
            select
            fullWidth
            label={t(LEVEL_LABELS[level])}
            value={state.selected[level] ?? ''}
            disabled={disabled}
            inputRef={(input: HTMLInputElement | null) => {
              inputs.current[level] = input;
            }}
            {...marked(level)}
            onChange={(e) => {
              select(level, e.target.value);
              onPlaceChange?.({ level, id: e.target.value });
              if (value) onChange(null);
            }}
            slotProps={{ select: { MenuProps: wrappingSelect.MenuProps } }}
            sx={wrappingSelect.sx}
          >
            {placeholderOption(list, t) ??
              list.options.map((place) => (
                <MenuItem key={place.id} value={place.id} sx={wrappingOption}>
                  {place.name}
                </MenuItem>
              ))}
          </TextField>
        );
      })}
      {mosques && (
        <TextField
          id={fieldId('mosque')}
          select
          fullWidth
          label={t(LEVEL_LABELS.mosque)}
          value={mosqueValue}
          disabled={disabled}
          inputRef={(input: HTMLInputElement | null) => {
            inputs.current.mosque = input;
          }}
          {...mosqueMarked}
          onChange={(e) => onChange(mosques.options.find((m) => m.id === e.target.value) ?? null)}
          sx={wrappingSelect.sx}
          slotProps={{
            select: {
              MenuProps: wrappingSelect.MenuProps,
              // The field shows the name only; the open menu adds each address to tell masjids apart.
              renderValue: (id) => mosques.options.find((m) => m.id === id)?.name ?? '',
            },
          }}
        >
          {placeholderOption(mosques, t) ??
            mosques.options.map((mosque) => (
              <MenuItem key={mosque.id} value={mosque.id} sx={wrappingOption}>
                <ListItemText primary={mosque.name} secondary={mosque.address || null} />
              </MenuItem>
            ))}
        </TextField>
      )}
    </Stack>
  );
}
