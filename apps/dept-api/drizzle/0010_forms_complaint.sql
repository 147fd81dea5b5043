CREATE TABLE "complaint_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"stored_path" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "complaint_attachments_stored_path_unique" UNIQUE("stored_path")
);
--> statement-breakpoint
CREATE TABLE "complaint_ratings" (
	"complaint_id" integer PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"operator_name" text NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_tracking_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_tracking_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracking_code" text NOT NULL,
	"sender_fingerprint" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"reference" text NOT NULL,
	"tracking_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_extension" text,
	"extra_phone" text,
	"extra_phone_extension" text,
	"complaint_type" text NOT NULL,
	"detail" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"sender_fingerprint" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference"),
	CONSTRAINT "complaints_tracking_code_unique" UNIQUE("tracking_code")
);
--> statement-breakpoint
ALTER TABLE "form_idempotency_keys" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "complaint_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_ratings" ADD CONSTRAINT "complaint_ratings_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_results" ADD CONSTRAINT "complaint_results_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_attachments_complaint_idx" ON "complaint_attachments" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_results_complaint_idx" ON "complaint_results" USING btree ("complaint_id","recorded_at");--> statement-breakpoint
CREATE INDEX "complaint_tracking_failures_code_idx" ON "complaint_tracking_failures" USING btree ("tracking_code","failed_at");--> statement-breakpoint
CREATE INDEX "complaint_tracking_failures_sender_idx" ON "complaint_tracking_failures" USING btree ("sender_fingerprint","failed_at");--> statement-breakpoint
CREATE INDEX "complaints_site_idx" ON "complaints" USING btree ("site_id","received_at");--> statement-breakpoint
CREATE INDEX "complaints_fingerprint_idx" ON "complaints" USING btree ("sender_fingerprint","received_at");--> statement-breakpoint
CREATE INDEX "complaints_email_idx" ON "complaints" USING btree (lower("email"),"received_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;