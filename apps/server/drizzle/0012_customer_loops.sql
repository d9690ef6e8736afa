CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_lines" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_message" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_key_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offered_by" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customer_notes_member_idx" ON "customer_notes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "message_replies_message_idx" ON "message_replies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_unique" UNIQUE("order_item_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_offer_key_hash_unique" UNIQUE("offer_key_hash");