import { addressSchema, dobSchema, genderSchema, personNameSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';

/** A person's basic details, as registration, the profile and a family member all ask for them. */
export const personSchema = z.object({
  name: personNameSchema,
  dob: dobSchema,
  gender: genderSchema,
  address: addressSchema,
});
export type PersonDraft = z.input<typeof personSchema>;
