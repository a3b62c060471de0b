// A sensor's three steps, the same in the kit and the device wizard (spec 002 §2): the room it
// goes in (named by the installer; Next makes the room and onboards the sensor into it), switching
// it on, and mounting it; the last two watch for its first readings (the placement check).
import type { OnboardingDevice } from '@airboard/shared/api';
import Typography from '@mui/material/Typography';
import { BatteryTabDrawing, MountingDrawing } from './illustrations';
import { NameStep } from './name-step';
import { PlacementCheck } from './placement-check';
import { StepIllustration } from './step-illustration';
import { WizardFrame, type StepFrame } from './wizard-frame';

type SensorStepProps = {
  frame: StepFrame;
  sensor: OnboardingDevice;
  /** "Sensor 1 of 3", when the kit has several. */
  position: string | null;
};

/** Which physical sensor this is: its model and the serial number printed on it. */
function SensorLabel({ sensor, position }: Omit<SensorStepProps, 'frame'>) {
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {position && `${position} · `}
      {sensor.modelName} · serial number{' '}
      <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {sensor.serialNumber}
      </Typography>
    </Typography>
  );
}

type RoomStepProps = SensorStepProps & {
  value: string;
  onValueChange: (value: string) => void;
  onNext: () => void;
  pending: boolean;
};

export function RoomStep({ frame, sensor, position, ...name }: RoomStepProps) {
  return (
    <NameStep
      frame={frame}
      title="Which room is this sensor for?"
      intro={
        <>
          <SensorLabel sensor={sensor} position={position} />
          <Typography>
            Take this sensor to its room and name the room, as people in the building call it.
          </Typography>
        </>
      }
      label="Room name"
      placeholder="e.g. Room 204 or Library"
      {...name}
    />
  );
}

type WatchedStepProps = SensorStepProps & { checkedAt: number };

export function ActivateStep({ frame, sensor, position, checkedAt }: WatchedStepProps) {
  return (
    <WizardFrame
      {...frame}
      title="Switch on the sensor"
      illustration={
        <StepIllustration alt={`Switching on the ${sensor.modelName}`} src={sensor.actImageUrl}>
          <BatteryTabDrawing />
        </StepIllustration>
      }
      onNext={frame.wizard.next}
    >
      <SensorLabel sensor={sensor} position={position} />
      <Typography>
        Pull the battery tab out of the sensor, or plug it into power if it has a cable. It sends
        its first reading within a minute.
      </Typography>
      <PlacementCheck device={sensor} since={frame.wizard.startedAt} checkedAt={checkedAt} />
    </WizardFrame>
  );
}

export function MountStep({ frame, sensor, position, checkedAt }: WatchedStepProps) {
  return (
    <WizardFrame
      {...frame}
      title="Mount the sensor"
      illustration={
        <StepIllustration alt="A sensor on a wall, 1.5 m above the floor, away from the window">
          <MountingDrawing />
        </StepIllustration>
      }
      onNext={frame.wizard.next}
    >
      <SensorLabel sensor={sensor} position={position} />
      <Typography component="ul" sx={{ pl: 2.5, my: 0, '& li + li': { mt: 0.5 } }}>
        <li>On an inside wall, about 1.5 m (5 ft) above the floor, where people breathe.</li>
        <li>Away from windows, doors, air vents and direct sunlight.</li>
      </Typography>
      <PlacementCheck device={sensor} since={frame.wizard.startedAt} checkedAt={checkedAt} />
    </WizardFrame>
  );
}
