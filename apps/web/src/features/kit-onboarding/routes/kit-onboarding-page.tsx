// Kit onboarding (/konboarding/{id}, public; spec 002 §2, §4, issue 16 items 2 and 3): the kit of
// the link, then its wizard — Get Started, the site's name, the hub's antennas, ethernet and power
// and placement, then room, activation and mounting for each sensor not yet onboarded, then
// completion with Launch Site. The steps are fixed when the wizard opens.
import { onboardingLinkId, type OnboardingDevice, type PublicKit } from '@airboard/shared/api';
import { kitWizardSteps } from '@airboard/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { createOnboardingSite } from '../api/create-site';
import { useKit } from '../api/get-kit';
import { storeKitDevice, useKitDevices } from '../api/get-kit-devices';
import { onboardHub, onboardSensor } from '../api/onboard-device';
import { isUnknownLink } from '../api/onboarding-link';
import { CompletionStep } from '../components/completion-step';
import { AntennaStep, HubStep, PowerStep, WelcomeStep } from '../components/kit-steps';
import { LinkLoadFailed, LinkLoading, LinkNotValid } from '../components/link-states';
import { NameStep } from '../components/name-step';
import { ActivateStep, MountStep, RoomStep } from '../components/sensor-steps';
import type { StepFrame } from '../components/wizard-frame';
import { useStepWrite } from '../lib/use-step-write';
import { useWizard, watchesDevices } from '../lib/use-wizard';

export function KitOnboardingPage() {
  const { id = '' } = useParams();
  // A link of the wrong shape is not a link the server could know: nothing to ask.
  const wellFormed = onboardingLinkId.safeParse(id).success;
  const kit = useKit(id, wellFormed);
  const devices = useKitDevices(id, { enabled: wellFormed, live: false });

  if (kit.data && devices.data) {
    return <KitWizard linkId={id} kit={kit.data} openedWith={devices.data} />;
  }
  if (!wellFormed || isUnknownLink(kit.error) || isUnknownLink(devices.error)) {
    return <LinkNotValid />;
  }
  if (kit.isError || devices.isError) {
    return (
      <LinkLoadFailed
        onRetry={() => {
          void kit.refetch();
          void devices.refetch();
        }}
      />
    );
  }
  return <LinkLoading />;
}

type KitWizardProps = {
  linkId: string;
  kit: PublicKit;
  /** The kit's devices when the wizard opened: they fix its steps. */
  openedWith: OnboardingDevice[];
};

function KitWizard({ linkId, kit, openedWith }: KitWizardProps) {
  const [steps] = useState(() => kitWizardSteps(openedWith));
  const wizard = useWizard(steps);
  const { step } = wizard;
  const live = useKitDevices(linkId, { enabled: true, live: watchesDevices(step) });
  const devices = live.data ?? openedWith;
  const checkedAt = live.dataUpdatedAt;
  const queryClient = useQueryClient();
  const write = useStepWrite();

  const [siteName, setSiteName] = useState(kit.site?.name ?? '');
  const [site, setSite] = useState(kit.site);
  const [rooms, setRooms] = useState<Record<string, string>>(() =>
    Object.fromEntries(openedWith.map((d) => [d.objectId, d.zone?.name ?? ''])),
  );

  const frame: StepFrame = { wizard, context: `Kit onboarding · ${kit.product.name}` };
  const hub = devices.find((d) => d.type === 'hub') ?? null;
  const sensors = steps.flatMap((s) => (s.kind === 'room' ? [s.deviceId] : []));
  // A sensor's steps were made from the devices at opening, so it is always among them.
  const deviceOf = (objectId: string): OnboardingDevice => {
    const device =
      devices.find((d) => d.objectId === objectId) ??
      openedWith.find((d) => d.objectId === objectId);
    if (!device) {
      throw new Error(`device ${objectId} is not in the kit`);
    }
    return device;
  };
  const onboarded = (device: OnboardingDevice) => storeKitDevice(queryClient, linkId, device);

  switch (step.kind) {
    case 'welcome':
      return <WelcomeStep frame={frame} kit={kit} devices={openedWith} />;
    case 'site':
      return (
        <NameStep
          frame={frame}
          title="Name your site"
          intro="The building the sensors go in, as people know it. You can change it later."
          label="Site name"
          placeholder="e.g. Lincoln Elementary"
          value={siteName}
          onValueChange={setSiteName}
          pending={write.pending}
          onNext={() =>
            void write.run(async () => {
              const saved = await createOnboardingSite(linkId, {
                name: siteName.trim(),
                kitId: kit.objectId,
                productId: kit.product.objectId,
              });
              setSite(saved);
            }, wizard.next)
          }
        />
      );
    case 'antenna':
      return <AntennaStep frame={frame} />;
    case 'power':
      return <PowerStep frame={frame} />;
    case 'hub':
      return (
        <HubStep
          frame={frame}
          hub={hub}
          checkedAt={checkedAt}
          pending={write.pending}
          onNext={() =>
            void write.run(async () => {
              if (hub && site) {
                onboarded(await onboardHub(linkId, hub, site.objectId));
              }
            }, wizard.next)
          }
        />
      );
    case 'room':
    case 'activate':
    case 'mount': {
      const sensor = deviceOf(step.deviceId);
      const sensorFrame = {
        frame,
        sensor,
        position:
          sensors.length > 1
            ? `Sensor ${sensors.indexOf(sensor.objectId) + 1} of ${sensors.length}`
            : null,
      };
      if (step.kind === 'activate') {
        return <ActivateStep {...sensorFrame} checkedAt={checkedAt} />;
      }
      if (step.kind === 'mount') {
        return <MountStep {...sensorFrame} checkedAt={checkedAt} />;
      }
      const room = rooms[sensor.objectId] ?? '';
      return (
        <RoomStep
          {...sensorFrame}
          value={room}
          onValueChange={(value) => setRooms((all) => ({ ...all, [sensor.objectId]: value }))}
          pending={write.pending}
          onNext={() =>
            void write.run(async () => {
              if (site) {
                onboarded(await onboardSensor(linkId, sensor, site.objectId, room.trim()));
              }
            }, wizard.next)
          }
        />
      );
    }
    case 'complete':
      return (
        <CompletionStep
          frame={frame}
          siteName={site?.name ?? siteName}
          siteHref={paths.site.getHref({ projectId: kit.projectId, siteId: site?.objectId ?? '' })}
          devices={devices}
          checkedAt={checkedAt}
        />
      );
  }
}
