-- Issue 28 (decision 103): every amount the database holds is in minor units. A fixed coupon's
-- discount was whole dollars in "discount" beside a percentage coupon's percent; it becomes
-- "amount_off_cents" (US cents) and the percent "percent_off", with a check that a coupon holds
-- exactly the one its type uses (the IS NOT NULLs matter: a check passes when it comes out NULL). Existing coupons keep their value: $20 off becomes 2000 cents.
ALTER TABLE "coupons" ADD COLUMN "percent_off" integer;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_cents" integer;
--> statement-breakpoint
UPDATE "coupons" SET
	"percent_off" = CASE WHEN "type" = 'percentage' THEN "discount" END,
	"amount_off_cents" = CASE WHEN "type" = 'fixed' THEN "discount" * 100 END;
--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "discount";
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_of_type" CHECK (("coupons"."type" = 'percentage' AND "coupons"."percent_off" IS NOT NULL AND "coupons"."percent_off" BETWEEN 1 AND 100 AND "coupons"."amount_off_cents" IS NULL) OR ("coupons"."type" = 'fixed' AND "coupons"."amount_off_cents" IS NOT NULL AND "coupons"."amount_off_cents" > 0 AND "coupons"."percent_off" IS NULL));
