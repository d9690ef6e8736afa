ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Orders placed before the column existed follow their customer's language.
UPDATE "orders" SET "lang" = "members"."lang" FROM "members" WHERE "members"."id" = "orders"."member_id" AND "members"."lang" = 'zh';
