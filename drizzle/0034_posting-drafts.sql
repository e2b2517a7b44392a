ALTER TABLE "postings" DROP CONSTRAINT "postings_apply_present";--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "organiser_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "region" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "reception_start_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "reception_end_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_complete_unless_draft" CHECK ("postings"."review_status" = 'DRAFT' or ("postings"."organiser_type" is not null and "postings"."region" is not null and "postings"."reception_start_at" is not null and "postings"."reception_end_at" is not null));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_apply_present" CHECK ("postings"."review_status" = 'DRAFT' or "postings"."apply_url" is not null or "postings"."apply_email" is not null or "postings"."accepts_applications");