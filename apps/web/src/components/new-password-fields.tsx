// A new password and its confirmation, each with its show/hide toggle (reset, invite acceptance,
// password change). The form keeps both in one `NewPassword` value.
import { PasswordField } from './password-field';

export type NewPassword = { password: string; confirmation: string };

export const emptyNewPassword: NewPassword = { password: '', confirmation: '' };

type NewPasswordFieldsProps = {
  value: NewPassword;
  onChange: (next: NewPassword) => void;
  passwordLabel?: string;
  confirmationLabel?: string;
  autoFocus?: boolean;
};

export function NewPasswordFields({
  value,
  onChange,
  passwordLabel = 'New password',
  confirmationLabel = 'Confirm password',
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={value.password}
        onValueChange={(password) => onChange({ ...value, password })}
        autoFocus={autoFocus}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        value={value.confirmation}
        onValueChange={(confirmation) => onChange({ ...value, confirmation })}
      />
    </>
  );
}
