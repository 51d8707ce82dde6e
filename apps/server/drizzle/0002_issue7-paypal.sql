ALTER TABLE "payment_checkouts" ADD COLUMN "external_order_id" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "capture_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_external_order_idx" ON "payment_checkouts" USING btree ("provider","external_order_id");