-- Issue 25 (decision 070): Paynow answers a mobile (express checkout) transaction with a poll URL,
-- the only way to ask it later where the payment stands; the deposit keeps it.
ALTER TABLE "mobile_money_payments" ADD COLUMN "provider_ref" text;
