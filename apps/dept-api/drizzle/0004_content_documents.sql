CREATE TABLE "broken_file_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broken_file_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"document_id" text NOT NULL,
	"file_url" text NOT NULL,
	"message" text,
	"lang" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"section" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"description_th" text,
	"description_en" text,
	"category_id" text,
	"date" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"files" jsonb NOT NULL,
	"file_types" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broken_file_reports" ADD CONSTRAINT "broken_file_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_file_reports" ADD CONSTRAINT "broken_file_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_id_section_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","section") REFERENCES "public"."sections"("site_id","urlname") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "broken_file_reports_fingerprint_idx" ON "broken_file_reports" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "broken_file_reports_document_idx" ON "broken_file_reports" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "documents_site_date_idx" ON "documents" USING btree ("site_id","date");--> statement-breakpoint
CREATE INDEX "documents_site_section_idx" ON "documents" USING btree ("site_id","section");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category_id");