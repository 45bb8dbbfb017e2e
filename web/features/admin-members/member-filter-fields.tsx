import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  LocationMosquePicker,
  type LocationMosquePickerProps,
} from '../../components/location-mosque-picker/location-mosque-picker';
import type { MemberFilterText } from './member-filter-values';

export type Choice = { value: string; label: string };
export type FilterChoiceKey = 'gender' | 'category' | 'subCategory' | 'level';

type FilterSelectProps = {
  field: FilterChoiceKey;
  label: string;
  choices: Choice[];
  value: string;
  disabled: boolean;
  onPick: (field: FilterChoiceKey, value: string) => void;
};

/** One dropdown of the panel; 'Any' leaves the filter out. */
function FilterSelect({ field, label, choices, value, disabled, onPick }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onPick(field, e.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } },
      }}
    >
      <MenuItem value="">{t('adminMembers.any')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value} sx={{ whiteSpace: 'normal' }}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Props = {
  draft: MemberFilterText;
  set: (change: Partial<MemberFilterText>) => void;
  dropdowns: Record<FilterChoiceKey, FilterSelectProps>;
  /** An admin's choice of area or masjid; a volunteer's area is their scope. */
  area?: Pick<LocationMosquePickerProps, 'value' | 'onChange' | 'onPlaceChange' | 'initialTrail'> & {
    /** A new key opens the picker afresh ('Clear Filters', an area the URL brings). */
    key: number;
  };
};

/**
 * The directory's filter fields (name, gender, age, category, subCategory, level, and an admin's area). MUI's
 * text fields, selects, menus and the picker are a chunk of their own: on a phone they sit in the closed
 * filters drawer, so the list's first load does without them.
 */
export default function MemberFilterFields({ draft, set, dropdowns, area }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('adminMembers.name')}
        value={draft.name ?? ''}
        onChange={(e) => set({ name: e.target.value })}
        sx={{ minWidth: 200 }}
      />
      <FilterSelect {...dropdowns.gender} />
      <TextField
        label={t('adminMembers.age')}
        value={draft.age ?? ''}
        onChange={(e) => set({ age: e.target.value.replace(/\D/g, '').slice(0, 3) })}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        sx={{ width: 100 }}
      />
      <FilterSelect {...dropdowns.category} />
      <FilterSelect {...dropdowns.subCategory} />
      <FilterSelect {...dropdowns.level} />
      {area && (
        <Box sx={{ display: 'grid', gap: 2, flexBasis: '100%' }}>
          <LocationMosquePicker
            key={area.key}
            value={area.value}
            onChange={area.onChange}
            onPlaceChange={area.onPlaceChange}
            initialTrail={area.initialTrail}
          />
        </Box>
      )}
    </>
  );
}
