CREATE TABLE "test_payment_captures" (
	"reference" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_captures_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE INDEX "payment_checkouts_status_updated_idx" ON "payment_checkouts" USING btree ("status","updated_at");