CREATE TABLE "member_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_key" text NOT NULL,
	"sender_fingerprint" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"sender_fingerprint" text,
	"email_key" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_trusted_senders" (
	"member_id" text NOT NULL,
	"sender_fingerprint" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_trusted_senders_member_id_sender_fingerprint_pk" PRIMARY KEY("member_id","sender_fingerprint")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"birthday" date,
	"gender" text,
	"picture_path" text,
	"picture_version" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"member_id" text,
	"types" jsonb NOT NULL,
	"all_types" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"pending_types" jsonb,
	"pending_all" boolean,
	"lang" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "newsletter_types" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text,
	"description_th" text,
	"description_en" text,
	"position" integer NOT NULL,
	CONSTRAINT "newsletter_types_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "member_link_tokens" ADD CONSTRAINT "member_link_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trusted_senders" ADD CONSTRAINT "member_trusted_senders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_types" ADD CONSTRAINT "newsletter_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_link_tokens_member_idx" ON "member_link_tokens" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "member_login_failures_account_idx" ON "member_login_failures" USING btree ("account_key","failed_at");--> statement-breakpoint
CREATE INDEX "member_login_failures_sender_idx" ON "member_login_failures" USING btree ("sender_fingerprint","failed_at");--> statement-breakpoint
CREATE INDEX "member_requests_sender_idx" ON "member_requests" USING btree ("kind","sender_fingerprint","at");--> statement-breakpoint
CREATE INDEX "member_requests_email_idx" ON "member_requests" USING btree ("kind","email_key","at");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_expires_idx" ON "member_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_email_key" ON "members" USING btree ("site_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_username_key" ON "members" USING btree ("site_id","username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_site_email_key" ON "newsletter_subscriptions" USING btree ("site_id","email_key");