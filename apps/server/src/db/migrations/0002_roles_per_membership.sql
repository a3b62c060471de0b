-- Roles are per membership (decision 009): each membership takes its user's former global role,
-- then the global role goes, so no code can read it again.
ALTER TABLE "memberships" ADD COLUMN "role" "user_role" DEFAULT 'user' NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "role" = "users"."role" FROM "users" WHERE "users"."id" = "memberships"."user_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";
