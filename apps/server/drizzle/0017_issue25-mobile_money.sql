-- Issue 25 (decision 065): mobile money. A deposit is recorded with its id (UUIDv4) before the
-- provider is called, so a lost answer can always be asked about; refunds likewise by their key.
CREATE TABLE "mobile_money_payments" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"provider" text NOT NULL,
	"operator" text NOT NULL,
	"msisdn" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"amount" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"failure_code" text,
	"provider_transaction_id" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_money_payments_checkout_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "mobile_money_payments" ADD CONSTRAINT "mobile_money_payments_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "mobile_money_refunds" (
	"request_id" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"deposit_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_money_refunds_refund_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "mobile_money_refunds" ADD CONSTRAINT "mobile_money_refunds_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."mobile_money_payments"("deposit_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_operator" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_account" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_transaction_id" text;
