// A new password and its confirmation, each with its show/hide toggle (reset, invite acceptance,
// password change).
import { PasswordField } from './password-field';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel?: string;
  confirmationLabel?: string;
  autoFocus?: boolean;
};

export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel = 'New password',
  confirmationLabel = 'Confirm password',
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        fullWidth
        autoFocus={autoFocus}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmationChange(e.target.value)}
        fullWidth
      />
    </>
  );
}
