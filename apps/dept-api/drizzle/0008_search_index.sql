-- pg_trgm gives the trigram similarity of typo tolerance (trusted since PostgreSQL 13: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_entries" (
	"site_id" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"section" text NOT NULL,
	"content_lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"date" timestamp with time zone,
	"year" integer,
	"category" text,
	CONSTRAINT "search_entries_site_id_lang_kind_item_id_pk" PRIMARY KEY("site_id","lang","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"site_id" text NOT NULL,
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_site_id_lang_word_pk" PRIMARY KEY("site_id","lang","word")
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);