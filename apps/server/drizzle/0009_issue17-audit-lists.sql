ALTER TABLE "audit_log" ADD COLUMN "label" text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = coalesce("after"->>'name', "before"->>'name', "after"->>'title', "before"->>'title', "after"->>'orderNumber', "before"->>'orderNumber', "after"->>'email', "before"->>'email');--> statement-breakpoint
UPDATE "audit_log" SET "label" = "orders"."order_number" FROM "orders" WHERE "audit_log"."entity" = 'order' AND "audit_log"."entity_id" = "orders"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = "profiles"."email" FROM "profiles" WHERE "audit_log"."entity" = 'customer' AND "audit_log"."entity_id" = "profiles"."user_id";--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_email","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profiles_role_created_idx" ON "profiles" USING btree ("role","created_at");
