-- Issue 15: relevance search with typo tolerance (full-text search + pg_trgm) and keyset paging.
-- Issue 17: brands are data the admin manages.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A trigram word similarity costs far more than the planner's default guess of one operator: at
-- that guess it prefers reading all 100,000 products to the trigram index. (Skipped where the
-- extension belongs to another role.)
DO $$ BEGIN
	ALTER FUNCTION word_similarity_op(text, text) COST 100;
	ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_format" CHECK ("brands"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_idx" ON "brands" USING btree (lower("name"));
--> statement-breakpoint
INSERT INTO "brands" ("slug", "name") VALUES
	('honor', 'Honor'), ('huawei', 'Huawei'), ('iphone', 'iPhone'), ('samsung', 'Samsung'), ('xiaomi', 'Xiaomi'),
	('lenovo', 'Lenovo'), ('hp', 'HP'), ('dell', 'Dell'), ('ipad', 'iPad');
--> statement-breakpoint
INSERT INTO "brands" ("slug", "name")
	SELECT DISTINCT lower("brand"), lower("brand") FROM "products" WHERE lower("brand") ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE restrict ON UPDATE cascade;
--> statement-breakpoint
-- The keys of a product list page, plus the price its filter reads: the page query (keys only) and
-- its count run as index-only scans.
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","created_at" DESC NULLS FIRST,"name","id") INCLUDE ("price_cents") WHERE "products"."status" in ('active', 'out_of_stock');
--> statement-breakpoint
CREATE INDEX "products_visible_page_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"name","id") INCLUDE ("price_cents") WHERE "products"."status" in ('active', 'out_of_stock');
--> statement-breakpoint
CREATE INDEX "products_category_page_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"name","id") INCLUDE ("price_cents") WHERE "products"."status" in ('active', 'out_of_stock');
--> statement-breakpoint
-- The full-text document, stored (ranking reads it without re-parsing the texts); not in the Drizzle schema's columns, so rows read by select() do not carry it.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name" || ' ' || "brand"), 'A') || setweight(to_tsvector('english', "description"), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (("name" || ' ' || "brand") gin_trgm_ops);
