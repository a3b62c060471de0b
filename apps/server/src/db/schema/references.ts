/**
 * Reference columns that many tables repeat: the project, site, zone or user an object belongs to.
 * Written once so that what happens when the owner is deleted is decided in one place per kind.
 */
import { text } from 'drizzle-orm/pg-core';
import { projects, users } from './accounts';
import { sites, zones } from './buildings';

type OnDelete = 'cascade' | 'set null';

/** The project an object belongs to; the object goes with its project. */
export const projectIdColumn = () =>
  text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** The site an object belongs to; the object goes with its site. */
export const siteIdColumn = () =>
  text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/** The user an object belongs to; the object goes with its user. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A site the object may name (a default, a filter, an assignment). */
export const optionalSiteIdColumn = (onDelete: OnDelete) =>
  text('site_id').references(() => sites.id, { onDelete });

/** A zone the object may name (a default, a filter, an assignment). */
export const optionalZoneIdColumn = (onDelete: OnDelete) =>
  text('zone_id').references(() => zones.id, { onDelete });

/** A user the object names (who created it, whom it notifies); the name goes with the user. */
export const optionalUserIdColumn = (name: string) =>
  text(name).references(() => users.id, { onDelete: 'set null' });

/** Who created the object; the object is kept when that user is deleted. */
export const createdByColumn = () => optionalUserIdColumn('created_by');
