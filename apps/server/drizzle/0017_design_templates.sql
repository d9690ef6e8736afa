CREATE TABLE "design_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"visitor_key_hash" text,
	"product_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"upload_urls" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_one_owner" CHECK (("designs"."member_id" is null) <> ("designs"."visitor_key_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_template_id_design_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."design_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_templates_product_idx" ON "design_templates" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "designs_member_idx" ON "designs" USING btree ("member_id","updated_at") WHERE "designs"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "designs_visitor_idx" ON "designs" USING btree ("visitor_key_hash","updated_at") WHERE "designs"."visitor_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "designs_visitor_age_idx" ON "designs" USING btree ("updated_at") WHERE "designs"."visitor_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "designs_template_idx" ON "designs" USING btree ("template_id");