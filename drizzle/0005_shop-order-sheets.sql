CREATE TABLE "order_sheet_lines" (
	"order_sheet_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"option_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	"title" text NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "order_sheet_lines_pkey" PRIMARY KEY("order_sheet_no","product_id","option_no"),
	CONSTRAINT "order_sheet_lines_quantity_valid" CHECK ("order_sheet_lines"."quantity" between 1 and 99),
	CONSTRAINT "order_sheet_lines_unit_price_valid" CHECK ("order_sheet_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_sheets" (
	"order_sheet_no" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"total_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_sheets_total_valid" CHECK ("order_sheets"."total_amount" >= 0),
	CONSTRAINT "order_sheets_paid_at_matches_status" CHECK (("order_sheets"."status" = 'PAID') = ("order_sheets"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_sheet_lines" ADD CONSTRAINT "order_sheet_lines_order_sheet_no_order_sheets_order_sheet_no_fk" FOREIGN KEY ("order_sheet_no") REFERENCES "public"."order_sheets"("order_sheet_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sheet_lines" ADD CONSTRAINT "order_sheet_lines_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sheets" ADD CONSTRAINT "order_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sheet_lines_product_idx" ON "order_sheet_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_sheets_user_created_idx" ON "order_sheets" USING btree ("user_id","created_at");