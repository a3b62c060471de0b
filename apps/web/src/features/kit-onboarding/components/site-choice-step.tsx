// The device wizard's site step (spec 002 §2 /do/{id}): one of the project's sites, or a new one
// by name (required, so Next waits for one). A project without sites asks for the name alone.
import { ONBOARDING_NAME_MAX } from '@airboard/shared/rules';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TextInput } from '../../../components/text-input';
import { WizardFrame, type StepFrame } from './wizard-frame';

/** A site of the project by its objectId, or NEW_SITE; null before the installer chose. */
export type SiteChoice = string | null;
export const NEW_SITE = 'new';

type SiteChoiceStepProps = {
  frame: StepFrame;
  sites: readonly { objectId: string; name: string }[];
  choice: SiteChoice;
  onChoiceChange: (choice: SiteChoice) => void;
  newName: string;
  onNewNameChange: (name: string) => void;
  /** Makes the new site if that is the choice, then moves on. */
  onNext: () => void;
  pending: boolean;
};

export function SiteChoiceStep({
  frame,
  sites,
  choice,
  onChoiceChange,
  newName,
  onNewNameChange,
  onNext,
  pending,
}: SiteChoiceStepProps) {
  const labelId = useId();
  const creating = choice === NEW_SITE || sites.length === 0;
  const nameField = (
    <TextInput
      label="Site name"
      placeholder="e.g. Lincoln Elementary"
      value={newName}
      onValueChange={onNewNameChange}
      required
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: ONBOARDING_NAME_MAX, enterKeyHint: 'next' } }}
    />
  );
  return (
    <WizardFrame
      {...frame}
      title={sites.length === 0 ? 'Name the site' : 'Choose the site'}
      onNext={onNext}
      nextDisabled={creating ? newName.trim() === '' : choice === null}
      pending={pending}
    >
      <Typography>
        {sites.length === 0
          ? 'Name the building this device goes in, as people know it.'
          : 'Which building does this device go in? Pick one, or add a new site.'}
      </Typography>
      {sites.length > 0 && (
        <FormControl>
          <FormLabel id={labelId}>Site</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={choice ?? ''}
            onChange={(event) => onChoiceChange(event.target.value)}
          >
            {sites.map((site) => (
              <FormControlLabel
                key={site.objectId}
                value={site.objectId}
                control={<Radio />}
                label={site.name}
              />
            ))}
            <FormControlLabel value={NEW_SITE} control={<Radio />} label="A new site" />
          </RadioGroup>
        </FormControl>
      )}
      {creating && nameField}
    </WizardFrame>
  );
}
