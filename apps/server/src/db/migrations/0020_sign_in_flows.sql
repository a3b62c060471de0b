CREATE TABLE "sign_in_flows" (
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_flows_kind_key_hash_pk" PRIMARY KEY("kind","key_hash")
);
