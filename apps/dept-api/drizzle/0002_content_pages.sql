CREATE TABLE "pages" (
	"site_id" text NOT NULL,
	"urlname" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"summary_th" text,
	"summary_en" text,
	"body_html_th" text NOT NULL,
	"body_html_en" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pages_site_id_urlname_pk" PRIMARY KEY("site_id","urlname")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_urlname_sections_site_id_urlname_fk" FOREIGN KEY ("site_id","urlname") REFERENCES "public"."sections"("site_id","urlname") ON DELETE cascade ON UPDATE cascade;