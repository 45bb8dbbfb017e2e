import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessageText } from '../../i18n/use-message-text';
import { keptValue } from './kept-value';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What the field keeps of what is typed or pasted (`mobileDigits` for a mobile number): what it shows too. */
  keep?: (typed: string) => string;
};

/** A text field bound to a react-hook-form field, showing the schema's message under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  keep,
  ...field
}: Props<T>) {
  const text = useMessageText();
  return (
    <Controller
      name={name}
      control={control}
      // The field's ref goes to the input alone: spread onto the TextField it would also name the outer div,
      // and react-hook-form would then focus that (which cannot take the focus) for an error or `setFocus`.
      render={({ field: { ref, ...bound }, fieldState }) => (
        <TextField
          {...field}
          {...bound}
          value={bound.value ?? ''}
          onChange={keep ? (e) => bound.onChange(keptValue(e.target, keep)) : bound.onChange}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={text.field(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
