CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_order_no" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_coupons_coupon_user_key" UNIQUE("coupon_id","user_id"),
	CONSTRAINT "member_coupons_used_order_key" UNIQUE("used_order_no"),
	CONSTRAINT "member_coupons_used_at_with_order" CHECK (("member_coupons"."used_order_no" is null) = ("member_coupons"."used_at" is null))
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_no" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_sign_valid" CHECK (("point_entries"."kind" in ('EARN', 'RESTORE') and "point_entries"."amount" > 0) or ("point_entries"."kind" in ('USE', 'REVOKE') and "point_entries"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupons_brand_code_key" UNIQUE("brand","code"),
	CONSTRAINT "shop_coupons_brand_id_key" UNIQUE("brand","id"),
	CONSTRAINT "shop_coupons_code_valid" CHECK ("shop_coupons"."code" ~ '^[A-Z0-9-]{4,30}$'),
	CONSTRAINT "shop_coupons_value_valid" CHECK (("shop_coupons"."kind" = 'PERCENT' and "shop_coupons"."value" between 1 and 100) or ("shop_coupons"."kind" = 'FIXED' and "shop_coupons"."value" > 0)),
	CONSTRAINT "shop_coupons_min_valid" CHECK ("shop_coupons"."min_order_amount" >= 0),
	CONSTRAINT "shop_coupons_max_valid" CHECK ("shop_coupons"."max_discount" is null or "shop_coupons"."max_discount" > 0),
	CONSTRAINT "shop_coupons_period_valid" CHECK ("shop_coupons"."valid_from" < "shop_coupons"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "order_sheets" DROP CONSTRAINT "order_sheets_paid_at_matches_status";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_at_matches_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before coupons and points paid their subtotal (ADR 28).
UPDATE "orders" SET "subtotal" = "amount";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_no_orders_order_no_fk" FOREIGN KEY ("used_order_no") REFERENCES "public"."orders"("order_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_fk" FOREIGN KEY ("brand","coupon_id") REFERENCES "public"."shop_coupons"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_user_idx" ON "member_coupons" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "point_entries_user_created_idx" ON "point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_one_kind_per_order" ON "point_entries" USING btree ("order_no","kind") WHERE "point_entries"."order_no" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_coupon_key" UNIQUE("member_coupon_id");--> statement-breakpoint
ALTER TABLE "order_sheets" ADD CONSTRAINT "order_sheets_paid_at_when_paid" CHECK ("order_sheets"."status" <> 'PAID' or "order_sheets"."paid_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at_when_paid" CHECK ("orders"."status" <> 'PAID' or "orders"."paid_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_at_when_cancelled" CHECK (("orders"."status" = 'CANCELLED') = ("orders"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_valid" CHECK ("orders"."coupon_discount" >= 0 and "orders"."points_used" >= 0 and "orders"."points_used" % 10 = 0 and "orders"."amount" = "orders"."subtotal" - "orders"."coupon_discount" - "orders"."points_used");