-- The back office's order list: trigram indexes for its substring searches (ILIKE '%text%'), and
-- indexes its product search, sorts and late items read without touching rows. pg_trgm ships with
-- PostgreSQL (contrib) and is a trusted extension: the database's owner may create it. PGlite
-- loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "members_email_trgm_idx" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_open_due_idx" ON "order_items" USING btree ("due_at") WHERE "order_items"."state" not in ('shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_sort_keys_idx" ON "orders" USING btree ("id","created_at","total_cents");--> statement-breakpoint
CREATE INDEX "orders_order_no_trgm_idx" ON "orders" USING gin ("order_no" gin_trgm_ops);