/** The e-mail field the sign-in, sign-up and password-reset forms share (same label, type and autofill). */
import type { Control, Path } from 'react-hook-form';
import { AUTH_MESSAGES } from '../../../../../shared/messages/auth-messages';
import { FormTextField } from '../../../components/form/form-text-field';

export function EmailField<T extends { email: string }>({ control }: { control: Control<T> }) {
  // Every form that uses it has an `email` string field (the type parameter's bound says so).
  const name = 'email' as Path<T>;
  return (
    <FormTextField
      control={control}
      name={name}
      label={AUTH_MESSAGES.emailLabel}
      type="email"
      autoComplete="email"
    />
  );
}
