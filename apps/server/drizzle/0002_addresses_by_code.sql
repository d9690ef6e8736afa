-- Addresses keep their places as codes; names are looked up in each reader's language.
ALTER TABLE "regions" ADD COLUMN "priority" smallint;--> statement-breakpoint
UPDATE "regions" SET "priority" = CASE "code" WHEN 'US' THEN 1 WHEN 'CA' THEN 2 WHEN 'GB' THEN 3 WHEN 'AU' THEN 4 WHEN 'CN' THEN 5 END WHERE "level" = 1;--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "province";--> statement-breakpoint
UPDATE "orders" SET "shipping_address" = "shipping_address" - 'country' - 'province', "billing_address" = "billing_address" - 'country' - 'province';
