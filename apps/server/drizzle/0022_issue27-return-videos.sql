-- Issue 27 (decision 071): a return request may carry a short video beside its photos (the keys
-- of the stored files, under returns/{userId}/ as the photos).
ALTER TABLE "return_requests" ADD COLUMN "videos" jsonb DEFAULT '[]'::jsonb NOT NULL;
