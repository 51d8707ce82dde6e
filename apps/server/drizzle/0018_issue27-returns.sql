-- Issue 27 (decision 066): returns, exchanges and warranty claims.
-- The return policy is kept as versions: an edit in the back office inserts a new row, never
-- changes one. Each order points at the version in force when it was placed (set by the trigger
-- below on insert, so no code path that places an order can forget it); orders placed before
-- this migration get the seeded version, the policies page's promise.
CREATE TABLE "return_policies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"policy" jsonb NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "return_policies_created_idx" ON "return_policies" USING btree ("created_at");
--> statement-breakpoint
INSERT INTO "return_policies" ("id", "policy", "created_at") VALUES ('00000000-0000-4000-8000-000000000027', '{"rules":[{"category":"*","country":"*","reason":"dead_on_arrival","window":{"amount":48,"unit":"hours"},"returnShippingPaidBy":"shop","restockingFeePercent":0},{"category":"*","country":"*","reason":"damaged","window":{"amount":7,"unit":"days"},"returnShippingPaidBy":"shop","restockingFeePercent":0},{"category":"*","country":"*","reason":"wrong_item","window":{"amount":7,"unit":"days"},"returnShippingPaidBy":"shop","restockingFeePercent":0},{"category":"*","country":"*","reason":"not_as_described","window":{"amount":7,"unit":"days"},"returnShippingPaidBy":"shop","restockingFeePercent":0},{"category":"*","country":"*","reason":"changed_mind","window":{"amount":7,"unit":"days"},"returnShippingPaidBy":"customer","restockingFeePercent":10},{"category":"accessories","country":"*","reason":"changed_mind","window":{"amount":7,"unit":"days"},"returnShippingPaidBy":"customer","restockingFeePercent":0},{"category":"*","country":"*","reason":"warranty_fault","window":{"amount":6,"unit":"months"},"returnShippingPaidBy":"shop","restockingFeePercent":0}],"finalSale":[],"returnShippingCents":1500}'::jsonb, now());
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_policy_id" text REFERENCES "return_policies"("id") ON DELETE restrict;
--> statement-breakpoint
UPDATE "orders" SET "return_policy_id" = '00000000-0000-4000-8000-000000000027' WHERE "return_policy_id" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "orders_freeze_return_policy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."return_policy_id" IS NULL THEN
		NEW."return_policy_id" := (SELECT "id" FROM "return_policies" ORDER BY "created_at" DESC, "id" DESC LIMIT 1);
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_freeze_return_policy" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_freeze_return_policy"();
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"user_id" text REFERENCES "user"("id") ON DELETE set null,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" text,
	"rejection_reason" text,
	"activation_lock_removed" boolean,
	"inspection_note" text,
	"estimate_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"exchange_difference_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status" CHECK ("status" in ('requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'exchanged', 'closed')),
	CONSTRAINT "return_requests_money" CHECK ("estimate_cents" >= 0 AND "refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"return_id" text NOT NULL REFERENCES "return_requests"("id") ON DELETE cascade,
	"order_item_id" text NOT NULL REFERENCES "order_items"("id") ON DELETE cascade,
	"variant_id" text REFERENCES "product_variants"("id") ON DELETE set null,
	"product_name" text NOT NULL,
	"variant" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"serial" text,
	"exchange_variant_id" text REFERENCES "product_variants"("id") ON DELETE set null,
	"exchange_variant" text,
	"exchange_unit_price_cents" integer,
	"received_quantity" integer,
	"damaged_quantity" integer,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	"rule" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_quantities" CHECK ("quantity" > 0 AND coalesce("received_quantity", 0) BETWEEN 0 AND "quantity" AND coalesce("damaged_quantity", 0) BETWEEN 0 AND coalesce("received_quantity", 0) AND "restocked_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");
--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");
--> statement-breakpoint
CREATE INDEX "return_lines_serial_idx" ON "return_lines" USING btree (upper("serial"));
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"return_id" text NOT NULL REFERENCES "return_requests"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"note" text,
	"actor_id" text,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");
