ALTER TABLE "designs" ADD COLUMN "pdf_url" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "pdf_digest" text;