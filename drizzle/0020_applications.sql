CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"posting_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"cover_letter_id" uuid,
	"cover_letter" jsonb NOT NULL,
	"spec_summary" jsonb,
	"applicant_name" text NOT NULL,
	"applicant_email" text NOT NULL,
	"applicant_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "applications_status_valid" CHECK ("applications"."status" in ('SUBMITTED', 'PASSED', 'FAILED')),
	CONSTRAINT "applications_decided_when_decided" CHECK (("applications"."status" = 'SUBMITTED') = ("applications"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_apply_present";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "accepts_applications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_id_cover_letters_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_posting_user_key" ON "applications" USING btree ("posting_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_posting_created_idx" ON "applications" USING btree ("posting_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_apply_present" CHECK ("postings"."apply_url" is not null or "postings"."apply_email" is not null or "postings"."accepts_applications");