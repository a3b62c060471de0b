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

/** A default value rule as stored, with its id: the history's alert episodes belong to it. */
export type DemoAlertRule = (typeof defaultAlertRules)[number] & { id: string };

/** Loads the catalogue; returns the value rules the history is checked against. */
export async function loadCatalogue(db: Database): Promise<DemoAlertRule[]> {
  await db.insert(s.pointTypes).values(pointTypeCatalogue);
  const rules = defaultAlertRules.map((r) => ({ ...r, id: newObjectId() }));
  await db.insert(s.alertConfigs).values(rules.map((r) => ({ ...r, projectId: null })));
  await db
    .insert(s.alertConfigs)
    .values(defaultEventAlertRules.map((r) => ({ ...r, id: newObjectId(), projectId: null })));
  return rules;
}
