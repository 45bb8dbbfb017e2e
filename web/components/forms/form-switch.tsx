import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** A boolean field. */
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
};

/** An on/off switch bound to a react-hook-form field, its label beside it ('Link (On/Off)'). */
export function FormSwitch<T extends FieldValues>({ control, name, label, disabled }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  );
}
