-- Issue 17 (decision 096): each customer's counted orders, placed orders and net spend, kept by the
-- database as orders change, as a shop keeps a customer's order count and amount spent. The
-- back office's customers list sorts, filters (VIP, Active) and sums its stat cards by them at
-- 10,000 customers without adding up every order on each request.
--
-- The sales rule (decision 017, orders-repository COUNTED_ORDER and NET_SALE_CENTS): an order counts
-- unless it is cancelled, and only once paid (paid, partially_refunded, refunding); it counts its
-- total less what was refunded. customer-totals.test.ts holds these figures equal to that rule over
-- the orders themselves, on PGlite and PostgreSQL.
--
-- Every change is a difference added to the row (never a sum read and written back), so two
-- transactions changing one customer's orders at once both count: the second waits for the
-- first's row lock and then adds to what it committed (READ COMMITTED).
-- The rule's first half, once for the triggers below (a plain SQL function: the planner inlines it).
CREATE FUNCTION "order_is_sale"("status" text, "payment_status" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT "status" <> 'cancelled' AND "payment_status" IN ('paid', 'partially_refunded', 'refunding')
$$;
--> statement-breakpoint
CREATE TABLE "customer_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"placed_order_count" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "customer_totals" ("user_id", "order_count", "placed_order_count", "spent_cents")
SELECT "user_id",
	count(*) FILTER (WHERE "order_is_sale"("status", "payment_status")),
	count(*),
	coalesce(sum("total_cents" - "refunded_cents") FILTER (WHERE "order_is_sale"("status", "payment_status")), 0)
FROM "orders" WHERE "user_id" IS NOT NULL GROUP BY "user_id";
--> statement-breakpoint
-- Inserted orders: one statement per INSERT (a checkout's order, a batch of an import), in user
-- order so two batches wait for each other's rows in the same order.
CREATE FUNCTION "customer_totals_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "customer_totals" AS t ("user_id", "order_count", "placed_order_count", "spent_cents")
	SELECT "user_id",
		count(*) FILTER (WHERE "order_is_sale"("status", "payment_status")),
		count(*),
		coalesce(sum("total_cents" - "refunded_cents") FILTER (WHERE "order_is_sale"("status", "payment_status")), 0)
	FROM "inserted" WHERE "user_id" IS NOT NULL GROUP BY "user_id" ORDER BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET
		"order_count" = t."order_count" + excluded."order_count",
		"placed_order_count" = t."placed_order_count" + excluded."placed_order_count",
		"spent_cents" = t."spent_cents" + excluded."spent_cents";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_totals_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "customer_totals_orders_inserted"();
--> statement-breakpoint
-- A changed order: only when what the rule reads changed (a status, a payment status, a refund, the
-- owner; a deleted user's orders lose their owner), so a tracking number never runs it. The old
-- order is taken away from its owner's row and the new one added to its owner's.
CREATE FUNCTION "customer_totals_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_counted boolean := "order_is_sale"(OLD."status", OLD."payment_status");
	new_counted boolean := "order_is_sale"(NEW."status", NEW."payment_status");
BEGIN
	IF OLD."user_id" IS NOT NULL THEN
		UPDATE "customer_totals" SET
			"order_count" = "order_count" - old_counted::int,
			"placed_order_count" = "placed_order_count" - 1,
			"spent_cents" = "spent_cents" - CASE WHEN old_counted THEN OLD."total_cents" - OLD."refunded_cents" ELSE 0 END
		WHERE "user_id" = OLD."user_id";
	END IF;
	IF NEW."user_id" IS NOT NULL THEN
		INSERT INTO "customer_totals" AS t ("user_id", "order_count", "placed_order_count", "spent_cents")
		VALUES (NEW."user_id", new_counted::int, 1, CASE WHEN new_counted THEN NEW."total_cents" - NEW."refunded_cents" ELSE 0 END)
		ON CONFLICT ("user_id") DO UPDATE SET
			"order_count" = t."order_count" + excluded."order_count",
			"placed_order_count" = t."placed_order_count" + excluded."placed_order_count",
			"spent_cents" = t."spent_cents" + excluded."spent_cents";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_totals_order_changed" AFTER UPDATE OF "status", "payment_status", "total_cents", "refunded_cents", "user_id" ON "orders" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
	OR OLD."refunded_cents" IS DISTINCT FROM NEW."refunded_cents" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "customer_totals_order_changed"();
--> statement-breakpoint
-- Deleted orders: one statement per DELETE, their owners' rows in user order.
CREATE FUNCTION "customer_totals_orders_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "customer_totals" AS t SET
		"order_count" = t."order_count" - d."order_count",
		"placed_order_count" = t."placed_order_count" - d."placed_order_count",
		"spent_cents" = t."spent_cents" - d."spent_cents"
	FROM (
		SELECT "user_id",
			count(*) FILTER (WHERE "order_is_sale"("status", "payment_status")) AS "order_count",
			count(*) AS "placed_order_count",
			coalesce(sum("total_cents" - "refunded_cents") FILTER (WHERE "order_is_sale"("status", "payment_status")), 0) AS "spent_cents"
		FROM "deleted" WHERE "user_id" IS NOT NULL GROUP BY "user_id"
	) AS d
	WHERE t."user_id" = d."user_id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_totals_orders_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "customer_totals_orders_deleted"();
