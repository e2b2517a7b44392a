ALTER TABLE "suggestions" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestions_queue_idx" ON "suggestions" USING btree ("brand","status","created_at");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_status_valid" CHECK ("suggestions"."status" in ('OPEN', 'ANSWERED', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_answer_complete" CHECK (("suggestions"."answer" is null) = ("suggestions"."answered_at" is null));--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_closed_when_closed" CHECK (("suggestions"."status" = 'CLOSED') = ("suggestions"."closed_at" is not null));