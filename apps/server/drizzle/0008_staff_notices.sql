ALTER TABLE "staff" ADD COLUMN "notices" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;