CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"province" text NOT NULL,
	"province_code" text NOT NULL,
	"city" text NOT NULL,
	"postalcode" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_member_type" UNIQUE("member_id","type")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "regions_parent_code" UNIQUE("parent_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"design_files" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"remark" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"img" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_no" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"remark" jsonb NOT NULL,
	"server_content" jsonb NOT NULL,
	"feature_tags" jsonb NOT NULL,
	"images" text[] NOT NULL,
	"overview" jsonb NOT NULL,
	"top_seller" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"best_deal" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_product_no_unique" UNIQUE("product_no")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"fraction" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"codes" text NOT NULL,
	"sku_code" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "skus_sku_code_unique" UNIQUE("sku_code"),
	CONSTRAINT "skus_product_codes" UNIQUE("product_id","codes")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"subheading" jsonb NOT NULL,
	"img" text,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "blog_post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subheading" jsonb NOT NULL,
	"img" text NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort" integer NOT NULL,
	"img" text,
	"title" jsonb NOT NULL,
	"remark" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"img" text NOT NULL,
	"author" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"fraction" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"nickname" text NOT NULL,
	"mobile" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_line_id" integer,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_no" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"product_img" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"files" text[] NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"stage" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"payment_status" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"remark" text DEFAULT '' NOT NULL,
	"pay_type" smallint DEFAULT 1 NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_over_cents" integer,
	CONSTRAINT "shipping_rates_country_code_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"province_code" text,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"email" text NOT NULL,
	"appellation" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"qty" integer,
	"material" text DEFAULT '' NOT NULL,
	"processing" text DEFAULT '' NOT NULL,
	"date_requirements" date,
	"content" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"file_urls" text[] NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cart_lines_member_idx" ON "cart_lines" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "attribute_groups_product_idx" ON "attribute_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "attribute_values_group_idx" ON "attribute_values" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_cart_line_idx" ON "order_items" USING btree ("cart_line_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");