-- Issue 23: tracking numbers are kept in one form (domain tracking-number.ts): letters and digits
-- only, upper case. Numbers entered before with spaces or dashes ('1Z 999 AA1 01 2345 6784') are
-- rewritten so the customer's lookup finds them.
UPDATE "orders" SET "tracking_number" = upper(regexp_replace("tracking_number", '[[:space:]./-]+', '', 'g')) WHERE "tracking_number" ~ '[[:space:]./a-z-]';
