CREATE TABLE "event_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"section" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"description_html_th" text NOT NULL,
	"description_html_en" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location_name_th" text,
	"location_name_en" text,
	"location_address_th" text,
	"location_address_en" text,
	"location_map_url" text,
	"category_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_section_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","section") REFERENCES "public"."sections"("site_id","urlname") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "events_site_start_idx" ON "events" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");