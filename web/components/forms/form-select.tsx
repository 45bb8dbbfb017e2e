import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessageText } from '../../i18n/use-message-text';
import type { Choice } from './form-radio-group';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice[];
  disabled?: boolean;
  helperText?: string;
};

/** A dropdown bound to a react-hook-form field; long choices wrap instead of running off a phone's screen. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  disabled,
  helperText,
}: Props<T>) {
  const text = useMessageText();
  return (
    <Controller
      name={name}
      control={control}
      // The ref to the select alone, as in FormTextField.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          select
          label={label}
          disabled={disabled}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={text.field(fieldState.error?.message) ?? helperText}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } },
          }}
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
