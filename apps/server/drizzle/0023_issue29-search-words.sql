-- Issue 29 (decision 072): the words of the catalog's names and brands, so a typo search looks up
-- the words closest to each word it was given (pg_trgm, in this small table) and then finds the
-- products by those words in products_name_search_idx, instead of comparing the text with
-- thousands of names. Kept by triggers on products; a word whose products are gone stays (it only
-- makes a search find nothing by it).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', "name" || ' ' || "brand"))) FROM "products" ORDER BY 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Inserted rows: one statement per insert statement (a batch of an import, of a seed), in word
-- order, so two transactions adding the same new words wait for each other in the same order.
CREATE FUNCTION "products_search_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', "name" || ' ' || "brand"))) FROM "inserted" ORDER BY 1
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "products_search_words_inserted"();
--> statement-breakpoint
-- A renamed product (or brand slug): only when the name or brand really changed, so the stock
-- updates of every order never run it.
CREATE FUNCTION "products_search_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', NEW."name" || ' ' || NEW."brand"))) ORDER BY 1
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_renamed" AFTER UPDATE OF "name", "brand" ON "products" FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."brand" IS DISTINCT FROM NEW."brand") EXECUTE FUNCTION "products_search_words_renamed"();
