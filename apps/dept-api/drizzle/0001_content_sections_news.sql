CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"section" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"summary_th" text NOT NULL,
	"summary_en" text,
	"body_html_th" text NOT NULL,
	"body_html_en" text,
	"cover" jsonb,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"site_id" text NOT NULL,
	"urlname" text NOT NULL,
	"type" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"parent" text,
	"position" integer NOT NULL,
	"url" text,
	"seed_revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sections_site_id_urlname_pk" PRIMARY KEY("site_id","urlname")
);
--> statement-breakpoint
CREATE TABLE "seed_revisions" (
	"name" text PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_section_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","section") REFERENCES "public"."sections"("site_id","urlname") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_site_order_idx" ON "news" USING btree ("site_id","pinned","published_at");--> statement-breakpoint
CREATE INDEX "news_site_section_idx" ON "news" USING btree ("site_id","section");--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sections_site_position_idx" ON "sections" USING btree ("site_id","position");