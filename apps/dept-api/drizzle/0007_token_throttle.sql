CREATE TABLE "token_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_trusted_callers" (
	"key" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "token_failures_last_failure_at_idx" ON "token_failures" USING btree ("last_failure_at");