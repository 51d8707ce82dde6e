-- Issue 29 (decision 063): a storefront search first takes the products whose name or brand has
-- every word, read from this index of name + brand alone (the full document's index also holds
-- the descriptions' words, so a prefix such as '39:*' walks far more of it).
CREATE INDEX IF NOT EXISTS "products_name_search_idx" ON "products" USING gin (to_tsvector('simple', "name" || ' ' || "brand"));
