// Wizard step 2 (route Onboarding2, spec 001 §2): 'Select Point Types' for the site in the query;
// without one, back to choosing a site. Staff only.
import { messages } from '@airboard/shared/messages';
import { PointTypesStep } from '../components/point-types-step';
import { WizardStepPage } from '../components/wizard-step-page';

export function PointTypesPage() {
  return (
    <WizardStepPage step={1} title={messages.selectPointTypes}>
      {(siteId, topology) => <PointTypesStep siteId={siteId} topology={topology} />}
    </WizardStepPage>
  );
}
