-- Issue 24: catalog imports run as background jobs (decision 058). A job holds its checked
-- preview and its products to write (one row per product, in file order); a worker writes them
-- in small batches, each batch in one transaction that also moves the job's cursor.
CREATE TABLE "product_imports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"state" text DEFAULT 'previewed' NOT NULL,
	"file_name" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text,
	"preview" jsonb NOT NULL,
	"new_brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands_done" boolean DEFAULT false NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"done_items" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"photos_stored" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"actor_id" text,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_state" CHECK ("product_imports"."state" in ('previewed', 'queued', 'running', 'done', 'failed')),
	CONSTRAINT "product_imports_cursor" CHECK ("product_imports"."done_items" >= 0 and "product_imports"."done_items" <= "product_imports"."total_items")
);
--> statement-breakpoint
CREATE TABLE "product_import_items" (
	"import_id" text NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"product_id" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "product_import_items_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_import_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_state_idx" ON "product_imports" USING btree ("state","created_at");
