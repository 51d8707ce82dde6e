-- Issue 27 (decision 071): an exchange for a dearer variant. The customer pays the difference
-- (new minus old price of the units asked, US cents) through the shop's payment provider before
-- the exchange ships; the capture's id and amount are kept on the request, and what was given back
-- of it (fewer units received, or the request closed) beside them.
ALTER TABLE "return_requests" ADD COLUMN "difference_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "difference_payment_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "difference_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "difference_refunded_cents" integer DEFAULT 0 NOT NULL;
