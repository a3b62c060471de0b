// Wizard step 3 (route Onboarding3, spec 001 §2): units and 'Create Measurements' for the site in
// the query; without one, back to choosing a site. Staff only.
import { messages } from '@airboard/shared/messages';
import { MeasurementsStep } from '../components/measurements-step';
import { WizardStepPage } from '../components/wizard-step-page';

export function MeasurementsPage() {
  return (
    <WizardStepPage step={2} title={messages.createMeasurements}>
      {(siteId, topology) => <MeasurementsStep siteId={siteId} topology={topology} />}
    </WizardStepPage>
  );
}
