-- Issue 25 (decision 065): a mobile money refund keeps the USD cents it took off its order, so a
-- refund pawaPay reports FAILED gives them back (the order no longer shows money returned).
ALTER TABLE "mobile_money_refunds" ADD COLUMN "usd_cents" integer;
