CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"order_sheet_no" text NOT NULL,
	"brand" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"orderer_name" text NOT NULL,
	"orderer_phone" text NOT NULL,
	"amount" integer NOT NULL,
	"deposit_bank" text,
	"deposit_account" text,
	"deposit_holder" text,
	"deposit_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_sheet_key" UNIQUE("order_sheet_no"),
	CONSTRAINT "orders_amount_valid" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_paid_at_matches_status" CHECK (("orders"."status" = 'PAID') = ("orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_valid" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "search_jamo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "search_choseong" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_sheet_no_order_sheets_order_sheet_no_fk" FOREIGN KEY ("order_sheet_no") REFERENCES "public"."order_sheets"("order_sheet_no") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_confirmed_per_order" ON "payments" USING btree ("order_no") WHERE "payments"."status" = 'CONFIRMED';--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_products_brand_category_idx" ON "shop_products" USING btree ("brand","category_id");--> statement-breakpoint
CREATE INDEX "shop_products_search_jamo_trgm_idx" ON "shop_products" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_products_search_choseong_trgm_idx" ON "shop_products" USING gin ("search_choseong" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_sale_price_valid" CHECK ("shop_products"."sale_price" is null or ("shop_products"."sale_price" >= 0 and "shop_products"."sale_price" < "shop_products"."price"));--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_sale_period_valid" CHECK ("shop_products"."sale_starts_at" is null or "shop_products"."sale_ends_at" is null or "shop_products"."sale_starts_at" < "shop_products"."sale_ends_at");