import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessageText } from '../../i18n/use-message-text';

export type Choice = { value: string; label: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice[];
  disabled?: boolean;
  row?: boolean;
};

/** A labelled group of radio buttons bound to a react-hook-form field. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  disabled,
  row = true,
}: Props<T>) {
  const labelId = useId();
  const text = useMessageText();
  return (
    <Controller
      name={name}
      control={control}
      // The field's ref goes to the first radio button, so that an error or `setFocus` focuses the group there
      // (the group's own element cannot take the focus).
      render={({ field: { ref, ...field }, fieldState }) => (
        <FormControl disabled={disabled} error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup row={row} aria-labelledby={labelId} {...field} value={field.value ?? ''}>
            {choices.map((c, i) => (
              <FormControlLabel
                key={c.value}
                value={c.value}
                control={<Radio slotProps={{ input: { ref: i === 0 ? ref : undefined } }} />}
                label={c.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{text.field(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
