CREATE TABLE "media_images" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trim_width_mm" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trim_height_mm" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bleed_mm" real;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;