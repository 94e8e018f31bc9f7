/** Turning a zod result into the forms' per-field messages (the first message of each field). */
import type { z } from 'zod/mini';

export type FormErrors = Record<string, string>;

/** The first message per field path (dot-joined; '' for form-level issues). */
export function firstFieldErrors(error: z.core.$ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type FormResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FormErrors };

/** Validate form input with a schema: the parsed value, or the first message of each invalid field. */
export function validateForm<S extends z.ZodMiniType>(schema: S, input: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: firstFieldErrors(result.error) };
}
