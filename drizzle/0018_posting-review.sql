ALTER TABLE "postings" ADD COLUMN "review_status" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "closed_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "postings_channel_review_idx" ON "postings" USING btree ("channel_id","review_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_review_queue_idx" ON "postings" USING btree ("brand","review_status","submitted_at");--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_review_status_valid" CHECK ("postings"."review_status" in ('DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_published_only_when_published" CHECK ("postings"."published_at" is null or "postings"."review_status" = 'PUBLISHED');