import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { UserData } from '../../../domain/functions/shapes';
import { addressSchema, dobSchema, genderSchema, personNameSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

const schema = z.object({
  name: personNameSchema,
  dob: dobSchema,
  gender: genderSchema,
  address: addressSchema,
});
export type BasicInfo = z.output<typeof schema>;

/**
 * Step 3, 'General Infomation' (spelled so in the spec): locked until 'Edit' is pressed, then
 * 'Submit and Add Details'. A member with nothing filled in yet starts in edit mode.
 */
export function BasicInfoForm({
  user,
  onSubmit,
}: {
  user: UserData;
  onSubmit: (info: BasicInfo) => Promise<void>;
}) {
  const [editing, setEditing] = useState(!user.name);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    name: user.name ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? 'male',
    address: user.address ?? '',
  });
  const locked = !editing;

  return (
    <StepForm
      onSubmit={handleSubmit(async (info) => {
        if (locked) return;
        await onSubmit(info);
      })}
    >
      <Typography color="text.secondary">Please fill all the details</Typography>
      <TextField label="UniqueId" value={user.uniqueId} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        label="Name"
        autoComplete="name"
        disabled={locked}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Date of Birth"
        type="date"
        disabled={locked}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.dob)}
        helperText={errors.dob?.message}
        {...register('dob')}
      />
      <FormControl disabled={locked} error={Boolean(errors.gender)}>
        <FormLabel id="gender-label">Gender</FormLabel>
        <Controller
          name="gender"
          control={control}
          render={({ field }) => (
            <RadioGroup row aria-labelledby="gender-label" {...field}>
              <FormControlLabel value="male" control={<Radio />} label="Male" />
              <FormControlLabel value="female" control={<Radio />} label="Female" />
            </RadioGroup>
          )}
        />
      </FormControl>
      <TextField
        label="House Address"
        multiline
        rows={3}
        autoComplete="street-address"
        disabled={locked}
        error={Boolean(errors.address)}
        helperText={errors.address?.message}
        {...register('address')}
      />
      {locked ? (
        // Distinct keys: React must not turn this very button into the submit button mid-click.
        <Button key="edit" variant="outlined" color="secondary" size="large" onClick={() => setEditing(true)}>
          Edit
        </Button>
      ) : (
        <Button
          key="submit"
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Saving...' : 'Submit and Add Details'}
        </Button>
      )}
    </StepForm>
  );
}
