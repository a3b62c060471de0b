/**
 * Demo step "catalogue": the point types, and the default alert rules every project gets (value
 * rules per point type, and a rule per discrete event type).
 */
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import {
  defaultAlertRules,
  defaultEventAlertRules,
  pointTypeCatalogue,
} from '../point-type-catalogue';

/** Loads the catalogue (the history step reads the value rules back to check its readings). */
export async function loadCatalogue(db: Database): Promise<void> {
  await db.insert(s.pointTypes).values(pointTypeCatalogue);
  await db.insert(s.alertConfigs).values(
    [...defaultAlertRules, ...defaultEventAlertRules].map((r) => ({
      ...r,
      id: newObjectId(),
      projectId: null,
    })),
  );
}
