/**
 * What the installers' links change goes into the audit log like any other change: there is no
 * user to name, so each entry names the link's kit or device instead.
 */
import type { SqlRunner } from '../../db/connect';
import type { OnboardingLink } from './onboarding-links';

export interface OnboardingChange {
  projectId: string;
  action: string;
  objectType: string;
  objectId: string;
  oldValue?: Record<string, unknown>;
  newValue: Record<string, unknown>;
}

export async function auditOnboarding(
  query: SqlRunner,
  link: OnboardingLink,
  change: OnboardingChange,
): Promise<void> {
  const details =
    link.kind === 'kit' ? { kitLinkOf: link.kit.id } : { deviceLinkOf: link.device.id };
  await query(
    `INSERT INTO audit_log (project_id, action, object_type, object_id, old_value, new_value, details)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb)`,
    [
      change.projectId,
      change.action,
      change.objectType,
      change.objectId,
      change.oldValue ? JSON.stringify(change.oldValue) : null,
      JSON.stringify(change.newValue),
      JSON.stringify(details),
    ],
  );
}
