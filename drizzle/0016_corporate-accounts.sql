ALTER TABLE "users" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "corporate_rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_corporate_business_number_idx" ON "users" USING btree ("brand","business_number") WHERE "users"."type" = 'CORPORATE' and "users"."business_number" is not null;