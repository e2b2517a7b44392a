CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"product_id" integer NOT NULL,
	"option_no" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_pkey" PRIMARY KEY("user_id","product_id","option_no"),
	CONSTRAINT "cart_items_quantity_valid" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"label" text NOT NULL,
	"kind" text DEFAULT 'LIST' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_categories_brand_label_key" UNIQUE("brand","label"),
	CONSTRAINT "shop_categories_label_not_blank" CHECK (length(btrim("shop_categories"."label")) > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"option_no" integer NOT NULL,
	"exam_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_brand_id_option_key" UNIQUE("brand","id","option_no"),
	CONSTRAINT "shop_products_exam_key" UNIQUE("exam_id"),
	CONSTRAINT "shop_products_price_valid" CHECK ("shop_products"."price" >= 0),
	CONSTRAINT "shop_products_option_no_positive" CHECK ("shop_products"."option_no" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_fk" FOREIGN KEY ("brand","product_id","option_no") REFERENCES "public"."shop_products"("brand","id","option_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_exam_fk" FOREIGN KEY ("brand","exam_id") REFERENCES "public"."exams"("brand","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_categories_brand_position_idx" ON "shop_categories" USING btree ("brand","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_brand_major_learning_key" ON "shop_categories" USING btree ("brand") WHERE "shop_categories"."kind" = 'MAJOR_LEARNING';