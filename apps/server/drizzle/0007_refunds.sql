CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"item_ids" integer[] DEFAULT '{}' NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_idx" ON "refunds" USING btree ("order_id","request_id");