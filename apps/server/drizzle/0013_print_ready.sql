ALTER TABLE "attribute_values" ADD COLUMN "pages" smallint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "product_no" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "preflight" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ship_by" date;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "transit_min_days" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "transit_max_days" smallint DEFAULT 5 NOT NULL;