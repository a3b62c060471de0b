-- Sign-in flows were the first single-use entries; report CSV download tickets join them, so the
-- table is named for what it holds.
ALTER TABLE "sign_in_flows" RENAME TO "single_use_entries";--> statement-breakpoint
ALTER TABLE "single_use_entries" RENAME CONSTRAINT "sign_in_flows_kind_key_hash_pk" TO "single_use_entries_kind_key_hash_pk";
