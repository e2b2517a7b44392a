CREATE TABLE "problem_error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"problem_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_error_reports_status_valid" CHECK ("problem_error_reports"."status" in ('OPEN', 'RESOLVED', 'DISMISSED')),
	CONSTRAINT "problem_error_reports_reason_valid" CHECK ("problem_error_reports"."reason" in ('ANSWER', 'PROBLEM', 'EXPLANATION', 'OTHER')),
	CONSTRAINT "problem_error_reports_detail_length" CHECK (char_length("problem_error_reports"."detail") between 1 and 500),
	CONSTRAINT "problem_error_reports_resolved_when_worked" CHECK (("problem_error_reports"."status" = 'OPEN') = ("problem_error_reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "problem_error_reports" ADD CONSTRAINT "problem_error_reports_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_error_reports" ADD CONSTRAINT "problem_error_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_error_reports" ADD CONSTRAINT "problem_error_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_error_reports_open_key" ON "problem_error_reports" USING btree ("reporter_id","problem_id") WHERE "problem_error_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "problem_error_reports_queue_idx" ON "problem_error_reports" USING btree ("brand","status","created_at");--> statement-breakpoint
CREATE INDEX "problem_error_reports_problem_idx" ON "problem_error_reports" USING btree ("problem_id","status");--> statement-breakpoint
CREATE INDEX "problem_error_reports_reporter_idx" ON "problem_error_reports" USING btree ("reporter_id","created_at");