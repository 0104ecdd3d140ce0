-- Unlogged: a count is written on every limited request, and skipping the write-ahead log for it
-- is most of that write's cost. After a crash (or on a replica) the table starts empty, which
-- only gives every allowance a fresh window.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
