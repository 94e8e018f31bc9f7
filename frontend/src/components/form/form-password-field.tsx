/** A password field (show/hide toggle) bound to a react-hook-form field. */
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

export function FormPasswordField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'slotProps'> & { autoComplete: string },
) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: <PasswordVisibilityToggle visible={visible} onToggle={() => setVisible((v) => !v)} />,
        },
      }}
    />
  );
}
