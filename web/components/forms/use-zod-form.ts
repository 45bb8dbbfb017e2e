import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type * as z from '../../../domain/zod';

/** A react-hook-form bound to one of the shared domain schemas, so the form shows the spec's messages. */
export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues });
}
