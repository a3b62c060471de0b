// A new account's first and last name (signup, invite acceptance), with the browser's name
// suggestions and the 100 characters the account's contract allows.
import { TextInput } from '../../../components/text-input';

export type PersonName = { firstName: string; lastName: string };

export const emptyPersonName: PersonName = { firstName: '', lastName: '' };

const parts = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

type NameFieldsProps = {
  value: PersonName;
  onChange: (next: PersonName) => void;
  /** Marks the empty ones after a submit that needed them. */
  showMissing?: boolean;
  /** Focuses the first name. */
  autoFocus?: boolean;
};

export function NameFields({
  value,
  onChange,
  showMissing = false,
  autoFocus = false,
}: NameFieldsProps) {
  return parts.map(({ key, label, autoComplete }) => (
    <TextInput
      key={key}
      label={label}
      autoComplete={autoComplete}
      value={value[key]}
      onValueChange={(typed) => onChange({ ...value, [key]: typed })}
      error={showMissing && value[key].trim() === ''}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      autoFocus={autoFocus && key === 'firstName'}
    />
  ));
}
