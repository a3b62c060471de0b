// Device onboarding (/do/{id}, public; spec 002 §2, §4): one device by its own link. Already
// onboarded → the home page. Otherwise choose one of the project's sites or create one; a hub is
// then onboarded into the site and done, a sensor goes on to its room, activation and mounting;
// both end on completion with Launch Site.
import { onboardingLinkId } from '@airboard/shared/api';
import { deviceWizardSteps } from '@airboard/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { createOnboardingSite } from '../api/create-site';
import {
  storeOnboardingDevice,
  useOnboardingDevice,
  type DeviceLookup,
} from '../api/get-onboarding-device';
import { onboardHub, onboardSensor } from '../api/onboard-device';
import { isUnknownLink } from '../api/onboarding-link';
import { CompletionStep } from '../components/completion-step';
import { LinkLoadFailed, LinkLoading, LinkNotValid } from '../components/link-states';
import { ActivateStep, MountStep, RoomStep } from '../components/sensor-steps';
import { NEW_SITE, SiteChoiceStep, type SiteChoice } from '../components/site-choice-step';
import type { StepFrame } from '../components/wizard-frame';
import { useStepWrite } from '../lib/use-step-write';
import { useWizard, watchesDevices } from '../lib/use-wizard';

export function DeviceOnboardingPage() {
  const { id = '' } = useParams();
  // A link of the wrong shape is not a link the server could know: nothing to ask.
  const wellFormed = onboardingLinkId.safeParse(id).success;
  const lookup = useOnboardingDevice(id, { enabled: wellFormed, live: false });

  if (lookup.data) {
    return <DeviceWizardGate linkId={id} opened={lookup.data} />;
  }
  if (!wellFormed || isUnknownLink(lookup.error)) {
    return <LinkNotValid />;
  }
  if (lookup.isError) {
    return <LinkLoadFailed onRetry={() => void lookup.refetch()} />;
  }
  return <LinkLoading />;
}

type DeviceWizardProps = { linkId: string; opened: DeviceLookup };

function DeviceWizardGate({ linkId, opened }: DeviceWizardProps) {
  // Decided once, as the link opens: the device this wizard onboards must not send it home.
  const [alreadyOnboarded] = useState(opened.results.onboarded);
  if (alreadyOnboarded) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  return <DeviceWizard linkId={linkId} opened={opened} />;
}

function DeviceWizard({ linkId, opened }: DeviceWizardProps) {
  const [steps] = useState(() => deviceWizardSteps(opened.results));
  const wizard = useWizard(steps);
  const { step } = wizard;
  const live = useOnboardingDevice(linkId, { enabled: true, live: watchesDevices(step) });
  const device = live.data?.results ?? opened.results;
  const checkedAt = live.dataUpdatedAt;
  const queryClient = useQueryClient();
  const write = useStepWrite();

  const [sites, setSites] = useState(opened.sites ?? []);
  const [choice, setChoice] = useState<SiteChoice>(
    sites.find((s) => s.objectId === device.site?.objectId)?.objectId ?? null,
  );
  const [newName, setNewName] = useState('');
  const [site, setSite] = useState<{ objectId: string; name: string } | null>(null);
  const [room, setRoom] = useState(device.zone?.name ?? '');

  const frame: StepFrame = { wizard, context: `Device onboarding · ${device.modelName}` };
  const sensorFrame = { frame, sensor: device, position: null };

  /** The chosen site; a new one is made once, then chosen like the others if the step is redone. */
  const chosenSite = async () => {
    const existing = sites.find((s) => s.objectId === choice);
    if (existing) {
      return existing;
    }
    const created = await createOnboardingSite(linkId, { name: newName.trim() });
    setSites((all) => [...all, created]);
    setChoice(created.objectId);
    setNewName('');
    return created;
  };

  switch (step.kind) {
    case 'site':
      return (
        <SiteChoiceStep
          frame={frame}
          sites={sites}
          choice={sites.length === 0 ? NEW_SITE : choice}
          onChoiceChange={setChoice}
          newName={newName}
          onNewNameChange={setNewName}
          pending={write.pending}
          onNext={() =>
            void write.run(async () => {
              const chosen = await chosenSite();
              setSite(chosen);
              // A hub belongs to the site as a whole: choosing it is its whole onboarding.
              if (device.type === 'hub') {
                storeOnboardingDevice(
                  queryClient,
                  linkId,
                  await onboardHub(linkId, device, chosen.objectId),
                );
              }
            }, wizard.next)
          }
        />
      );
    case 'room':
      return (
        <RoomStep
          {...sensorFrame}
          value={room}
          onValueChange={setRoom}
          pending={write.pending}
          onNext={() =>
            void write.run(async () => {
              if (site) {
                storeOnboardingDevice(
                  queryClient,
                  linkId,
                  await onboardSensor(linkId, device, site.objectId, room.trim()),
                );
              }
            }, wizard.next)
          }
        />
      );
    case 'activate':
      return <ActivateStep {...sensorFrame} checkedAt={checkedAt} />;
    case 'mount':
      return <MountStep {...sensorFrame} checkedAt={checkedAt} />;
    case 'complete':
      return (
        <CompletionStep
          frame={frame}
          siteName={site?.name ?? ''}
          siteHref={
            opened.projectId && site
              ? paths.site.getHref({ projectId: opened.projectId, siteId: site.objectId })
              : paths.home.getHref()
          }
          devices={[device]}
          checkedAt={checkedAt}
        />
      );
    // The kit wizard's own steps are not in a device's.
    case 'welcome':
    case 'antenna':
    case 'power':
    case 'hub':
      return null;
  }
}
