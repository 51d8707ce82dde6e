-- Issue 29 (decision 079): a search word is looked up as the catalog words it begins ('pro' →
-- 'pro', 'probook'), a range of search_words in code point order, whatever the database's default
-- collation.
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" COLLATE "C");
