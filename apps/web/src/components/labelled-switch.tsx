// A switch with its label beside it (view switches, edit mode, notification channels, the 'Enable?'
// toggle of a writable point); the label is the switch's accessible name.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

type LabelledSwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

export function LabelledSwitch({ label, checked, onCheckedChange, disabled }: LabelledSwitchProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
      }
      label={label}
    />
  );
}
