CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"staff_id" integer,
	"member_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_url" text NOT NULL,
	"preview_url" text NOT NULL,
	"mime" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"staff_id" integer NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answer_ip" text,
	"comment" text,
	"new_file_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "production_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "state" text DEFAULT 'awaiting_review' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "item_events_order_idx" ON "item_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "item_events_item_idx" ON "item_events" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_item_version_idx" ON "proofs" USING btree ("item_id","version");--> statement-breakpoint
CREATE INDEX "order_items_state_idx" ON "order_items" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
UPDATE "order_items" SET "state" = CASE "stage" WHEN 1 THEN 'printing' WHEN 2 THEN 'shipped' ELSE 'awaiting_review' END;--> statement-breakpoint
UPDATE "order_items" AS i SET "due_at" = o."paid_at" + make_interval(days => p."production_days")
FROM "orders" AS o, "products" AS p
WHERE o."id" = i."order_id" AND p."id" = i."product_id" AND o."paid_at" IS NOT NULL;
