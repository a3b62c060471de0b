CREATE TABLE "live_state_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"series_ids" integer[] NOT NULL,
	"oldest" timestamp with time zone[] NOT NULL,
	"min_values" double precision[] NOT NULL,
	"max_values" double precision[] NOT NULL,
	"events" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
