CREATE TABLE "form_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_message_id" integer,
	"complaint_id" integer,
	"tip_off_id" integer,
	"stored_path" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "form_attachments_stored_path_unique" UNIQUE("stored_path"),
	CONSTRAINT "form_attachments_one_owner" CHECK (num_nonnulls("form_attachments"."contact_message_id", "form_attachments"."complaint_id", "form_attachments"."tip_off_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tip_off_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tip_off_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tip_off_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"operator_name" text NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_offs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tip_offs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"reference" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"phone_extension" text,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"sender_fingerprint" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tip_offs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "tip_off_id" integer;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_tip_off_id_tip_offs_id_fk" FOREIGN KEY ("tip_off_id") REFERENCES "public"."tip_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_off_results" ADD CONSTRAINT "tip_off_results_tip_off_id_tip_offs_id_fk" FOREIGN KEY ("tip_off_id") REFERENCES "public"."tip_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_offs" ADD CONSTRAINT "tip_offs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_attachments_contact_idx" ON "form_attachments" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "form_attachments_complaint_idx" ON "form_attachments" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "form_attachments_tip_off_idx" ON "form_attachments" USING btree ("tip_off_id");--> statement-breakpoint
CREATE INDEX "tip_off_results_tip_off_idx" ON "tip_off_results" USING btree ("tip_off_id","recorded_at");--> statement-breakpoint
CREATE INDEX "tip_offs_site_idx" ON "tip_offs" USING btree ("site_id","received_at");--> statement-breakpoint
CREATE INDEX "tip_offs_fingerprint_idx" ON "tip_offs" USING btree ("sender_fingerprint","received_at");--> statement-breakpoint
CREATE INDEX "tip_offs_email_idx" ON "tip_offs" USING btree (lower("email"),"received_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tip_off_id_tip_offs_id_fk" FOREIGN KEY ("tip_off_id") REFERENCES "public"."tip_offs"("id") ON DELETE cascade ON UPDATE no action;