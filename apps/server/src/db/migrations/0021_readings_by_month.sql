-- readings partitioned by month on ts (issue 20, item 5; docs/performance.md "Readings by month"):
-- PostgreSQL's native range partitioning, no extension. Retention drops whole months, and each
-- month's key stays small. Months are UTC months, named readings_YYYY_MM; readings_default takes
-- timestamps outside the months created, and the partition upkeep (telemetry/readings-partitions.ts)
-- creates the months ahead and moves such rows into a month when it creates it.
--
-- A database that holds readings keeps them: the table is renamed, the partitioned one created
-- with a month for every month that holds rows (plus this month and the next two), the rows moved,
-- then the key (fillfactor 100, as migration 0019 set it) and the foreign key built once over them
-- (faster than checking each row on the way in, and the key comes out packed).
ALTER TABLE "readings" RENAME TO "readings_unpartitioned";--> statement-breakpoint
ALTER TABLE "readings_unpartitioned" RENAME CONSTRAINT "readings_series_id_ts_pk" TO "readings_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "readings_unpartitioned" DROP CONSTRAINT "readings_series_id_points_series_id_fk";--> statement-breakpoint
CREATE TABLE "readings" (
	"series_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL
) PARTITION BY RANGE ("ts");--> statement-breakpoint
CREATE TABLE "readings_default" PARTITION OF "readings" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  month timestamptz;
BEGIN
  FOR month IN
    SELECT DISTINCT date_trunc('month', "ts", 'UTC') FROM "readings_unpartitioned"
    UNION
    SELECT date_trunc('month', now(), 'UTC') + make_interval(months => ahead)
      FROM generate_series(0, 2) AS ahead
  LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "readings" FOR VALUES FROM (%L) TO (%L)',
      'readings_' || to_char(month AT TIME ZONE 'UTC', 'YYYY_MM'),
      month, (month AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "readings" ("series_id", "ts", "value")
SELECT "series_id", "ts", "value" FROM "readings_unpartitioned" ORDER BY "series_id", "ts";--> statement-breakpoint
DROP TABLE "readings_unpartitioned";--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_series_id_ts_pk" PRIMARY KEY ("series_id", "ts") WITH (fillfactor = 100);--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_series_id_points_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."points"("series_id") ON DELETE cascade ON UPDATE no action;
