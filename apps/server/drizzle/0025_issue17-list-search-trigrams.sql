-- The back office's customers and orders searches (back office §2, issue 17) match part of a name,
-- an e-mail, an order or a tracking number anywhere in it (ILIKE '%…%'), which no b-tree serves:
-- at 10,000 orders every search read and matched every row (about 40 ms a scan on PGlite, two scans
-- a request). Trigram indexes find the rows that hold the typed text's trigrams instead.
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "orders_tracking_trgm_idx" ON "orders" USING gin ("tracking_number" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);
