ALTER TABLE "channels" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "homepage" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;