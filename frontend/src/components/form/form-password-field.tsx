/** A password field (show/hide toggle) bound to a react-hook-form field. */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

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
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? AUTH_FLOW_MESSAGES.hidePassword : AUTH_FLOW_MESSAGES.showPassword}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
