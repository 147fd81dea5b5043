CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"section" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"description_th" text NOT NULL,
	"description_en" text,
	"thumbnail" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"source" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_site_id_section_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","section") REFERENCES "public"."sections"("site_id","urlname") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "videos_site_published_idx" ON "videos" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_site_section_idx" ON "videos" USING btree ("site_id","section");