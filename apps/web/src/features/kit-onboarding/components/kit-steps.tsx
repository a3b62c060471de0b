// The kit wizard's own steps before the sensors (spec 002 §2): Get Started with what is in the box,
// then the hub's antennas, its ethernet and power, and where it stands — the last one watching
// for the hub (the placement check). The site name step is a NameStep of the page.
import type { OnboardingDevice, PublicKit } from '@airboard/shared/api';
import Typography from '@mui/material/Typography';
import { AntennaDrawing, HubPlacementDrawing, KitBoxDrawing, PowerDrawing } from './illustrations';
import { PlacementCheck } from './placement-check';
import { StepIllustration } from './step-illustration';
import { WizardFrame, type StepFrame } from './wizard-frame';
import { plural } from '../../../lib/plural';

type WelcomeStepProps = { frame: StepFrame; kit: PublicKit; devices: readonly OnboardingDevice[] };

export function WelcomeStep({ frame, kit, devices }: WelcomeStepProps) {
  const hubs = devices.filter((d) => d.type === 'hub').length;
  const sensors = devices.length - hubs;
  return (
    <WizardFrame
      {...frame}
      title="Set up your air quality kit"
      illustration={
        <StepIllustration alt="A kit box with a hub and a sensor">
          <KitBoxDrawing />
        </StepIllustration>
      }
      onNext={frame.wizard.next}
      nextLabel="Get Started"
    >
      <Typography>
        In a few steps you name the site, connect the hub and put each sensor in its room. No
        account is needed.
      </Typography>
      <div>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          What’s in the box
        </Typography>
        <Typography component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {hubs > 0 && <li>{plural(hubs, 'hub')}, with its antennas and power adapter</li>}
          <li>{`${plural(sensors, 'sensor')}: ${kit.product.name}`}</li>
        </Typography>
      </div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You will also need a free ethernet port on the building’s network and a power outlet near
        it.
      </Typography>
    </WizardFrame>
  );
}

export function AntennaStep({ frame }: { frame: StepFrame }) {
  return (
    <WizardFrame
      {...frame}
      title="Attach the antennas"
      illustration={
        <StepIllustration alt="The hub with both antennas screwed on, pointing up">
          <AntennaDrawing />
        </StepIllustration>
      }
      onNext={frame.wizard.next}
    >
      <Typography>
        Screw each antenna onto the hub by hand until it is snug, then point them straight up.
      </Typography>
    </WizardFrame>
  );
}

export function PowerStep({ frame }: { frame: StepFrame }) {
  return (
    <WizardFrame
      {...frame}
      title="Connect ethernet and power"
      illustration={
        <StepIllustration alt="The hub cabled to the network router and plugged into a wall socket">
          <PowerDrawing />
        </StepIllustration>
      }
      onNext={frame.wizard.next}
    >
      <Typography component="ol" sx={{ pl: 2.5, my: 0, '& li + li': { mt: 0.5 } }}>
        <li>Plug the ethernet cable into the hub and into the network router or a live port.</li>
        <li>Plug the power adapter into the hub and into the outlet.</li>
        <li>Give it a minute to start and connect.</li>
      </Typography>
    </WizardFrame>
  );
}

type HubStepProps = {
  frame: StepFrame;
  /** The kit's hub; a kit without one skips the check. */
  hub: OnboardingDevice | null;
  checkedAt: number;
  /** Onboards the hub into the site, then moves on. */
  onNext: () => void;
  pending: boolean;
};

export function HubStep({ frame, hub, checkedAt, onNext, pending }: HubStepProps) {
  return (
    <WizardFrame
      {...frame}
      title="Place the hub"
      illustration={
        <StepIllustration alt="The hub on a shelf, its signal reaching the rooms on both sides">
          <HubPlacementDrawing />
        </StepIllustration>
      }
      onNext={onNext}
      pending={pending}
    >
      <Typography>
        Put the hub somewhere central and open, off the floor and away from metal cabinets, so the
        sensors in every room can reach it.
      </Typography>
      {hub && <PlacementCheck device={hub} since={frame.wizard.startedAt} checkedAt={checkedAt} />}
    </WizardFrame>
  );
}
