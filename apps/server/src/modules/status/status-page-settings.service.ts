/**
 * Where a project's public status page is published (issue 17): its members read the address, its
 * admins choose it (rules/status-page.ts statusSlugProblem) or unpublish the page. An address is
 * one project's — the database's unique index decides, so two admins cannot both take it. A page
 * moved or unpublished drops the old address's kept answer, so that address is a 404 at once
 * rather than after a refresh interval. Every change is written to the audit log.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StatusPageSettings } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { statusSlugProblem } from '@airboard/shared/rules';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { auditLog, projects } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { PublicAnswerCache } from '../../lib/public-answer-cache';
import { refusingDuplicate } from '../../lib/unique-violation';
import type { AuthContext } from '../../plugins/auth';
import { kioskLinkBase } from '../kiosks/kiosks.service';

/** The index that keeps an address one project's (projects.status_slug UNIQUE). */
const UNIQUE_SLUG_INDEX = 'projects_status_slug_unique';

/** The refusal for members who do not administer the project. */
export const STATUS_PAGE_ADMINS_ONLY = 'Only admins may publish the status page';

export interface StatusPageSettingsDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL'>;
  statusPages: PublicAnswerCache;
}

/** The project's address and its full link, on the host its brand is reached on. */
export async function readStatusPageSettings(
  deps: StatusPageSettingsDeps,
  request: FastifyRequest,
  projectId: string,
): Promise<StatusPageSettings> {
  const [row] = await deps.db
    .select({ slug: projects.statusSlug })
    .from(projects)
    .where(eq(projects.id, projectId));
  return settingsOf(deps, request, projectId, row?.slug ?? null);
}

/**
 * Publishes the page under `slug`, or unpublishes it (null); the settings as now. 400 for an
 * address the rules refuse, 409 for one another project holds.
 */
export async function publishStatusPage(
  deps: StatusPageSettingsDeps,
  request: FastifyRequest,
  auth: AuthContext,
  projectId: string,
  slug: string | null,
): Promise<StatusPageSettings> {
  const problem = slug === null ? null : statusSlugProblem(slug);
  if (problem !== null) {
    throw new HttpError(400, problem);
  }
  const previous = await refusingDuplicate(UNIQUE_SLUG_INDEX, messages.statusSlugTaken, () =>
    writeSlug(deps.db, auth, projectId, slug),
  );
  if (previous !== null && previous !== slug) {
    deps.statusPages.forget(previous);
  }
  return settingsOf(deps, request, projectId, slug);
}

/** Writes the address with its audit entry (none when unchanged); the address it had. */
function writeSlug(
  db: Database,
  auth: AuthContext,
  projectId: string,
  slug: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: projects.statusSlug })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const previous = row?.slug ?? null;
    if (previous === slug) {
      return previous;
    }
    await tx
      .update(projects)
      .set({ statusSlug: slug, updatedAt: new Date() })
      .where(eq(projects.id, projectId));
    await tx.insert(auditLog).values({
      userId: auth.userId,
      projectId,
      action: slug === null ? 'project.statusPage.unpublish' : 'project.statusPage.publish',
      objectType: 'project',
      objectId: projectId,
      oldValue: { statusSlug: previous },
      newValue: { statusSlug: slug },
    });
    return previous;
  });
}

async function settingsOf(
  deps: StatusPageSettingsDeps,
  request: FastifyRequest,
  projectId: string,
  slug: string | null,
): Promise<StatusPageSettings> {
  if (slug === null) {
    return { slug: null, url: null };
  }
  const base = await kioskLinkBase(deps.db, request, projectId, deps.config.PUBLIC_URL);
  return { slug, url: `${base}/status/${slug}` };
}
