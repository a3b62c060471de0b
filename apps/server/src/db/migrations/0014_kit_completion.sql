ALTER TABLE "kits" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;