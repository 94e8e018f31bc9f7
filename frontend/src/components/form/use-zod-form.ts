/**
 * One form approach for every form: react-hook-form over a shared zod schema (shared/forms), validated on
 * submit and then again as the person corrects a field. The submit handler gets the parsed (trimmed) values.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';

export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.core.$ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver<In, unknown, Out>(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
