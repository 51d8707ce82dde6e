-- Issue 23 leftover: the help centre's FAQ in every shop language. Each entry keeps its English
-- text in question/answer/tags and its es, fr, de and zh text here; the seed fills it.
ALTER TABLE "faq_items" ADD COLUMN IF NOT EXISTS "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
