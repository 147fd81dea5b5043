CREATE TABLE "albums" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"section" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"description_th" text,
	"description_en" text,
	"date" date NOT NULL,
	"cover" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_site_id_section_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","section") REFERENCES "public"."sections"("site_id","urlname") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "albums_site_date_idx" ON "albums" USING btree ("site_id","date");