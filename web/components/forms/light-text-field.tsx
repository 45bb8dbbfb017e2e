import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Omit<OutlinedInputProps, 'id' | 'label' | 'error'> & {
  label: string;
  helperText?: string;
  error?: boolean;
};

/**
 * An outlined text field, as MUI's TextField draws it, without TextField's import of Select (and with it
 * Menu, Popover and Modal): the first screen a member opens on 3G carries only what it shows.
 */
export function LightTextField({ label, helperText, error = false, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" color="secondary" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={error || undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
