ALTER TABLE "orders" ADD COLUMN "display_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(20, 8) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_source" text DEFAULT 'base' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_fetched_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "rate_fetched_at" = "created_at";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "rate_fetched_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "rate_fetched_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rounding" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"service_rate" numeric(20, 8),
	"service_fetched_at" timestamp with time zone,
	"manual_rate" numeric(20, 8),
	"manual_set_at" timestamp with time zone,
	"rounding" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_service_positive" CHECK ("exchange_rates"."service_rate" > 0),
	CONSTRAINT "exchange_rates_manual_positive" CHECK ("exchange_rates"."manual_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "fx_refresh_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_ok" boolean,
	"last_message" text,
	CONSTRAINT "fx_refresh_state_single_row" CHECK ("fx_refresh_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "fx_refresh_state" ("id") VALUES (1);
