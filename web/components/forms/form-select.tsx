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

/**
 * A dropdown bound to a react-hook-form field. Long choices wrap, in the list and in the field, instead of
 * running off a phone's screen or ending in '…' (the theme does it for every select).
 */
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
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
