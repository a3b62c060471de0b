// A step that asks for a name (the site's, a room's; spec 002 §5: required, so Next waits for one)
// and saves it on Next. The field keeps what was typed whatever the save does.
import { ONBOARDING_NAME_MAX } from '@airboard/shared/rules';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/text-input';
import { WizardFrame, type StepFrame } from './wizard-frame';

type NameStepProps = {
  frame: StepFrame;
  title: string;
  illustration?: ReactNode;
  intro: ReactNode;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Saves the name, then moves on. */
  onNext: () => void;
  pending: boolean;
};

export function NameStep({
  frame,
  title,
  illustration,
  intro,
  label,
  placeholder,
  value,
  onValueChange,
  onNext,
  pending,
}: NameStepProps) {
  return (
    <WizardFrame
      {...frame}
      title={title}
      illustration={illustration}
      onNext={onNext}
      nextDisabled={value.trim() === ''}
      pending={pending}
    >
      {intro}
      <TextInput
        label={label}
        placeholder={placeholder}
        value={value}
        onValueChange={onValueChange}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: ONBOARDING_NAME_MAX, enterKeyHint: 'next' } }}
      />
    </WizardFrame>
  );
}
