CREATE TABLE "complaint_password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer,
	"sender_fingerprint" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_password_resets" ADD CONSTRAINT "complaint_password_resets_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_password_resets_complaint_idx" ON "complaint_password_resets" USING btree ("complaint_id","requested_at");--> statement-breakpoint
CREATE INDEX "complaint_password_resets_sender_idx" ON "complaint_password_resets" USING btree ("sender_fingerprint","requested_at");