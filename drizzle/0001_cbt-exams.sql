CREATE TABLE "exam_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"title" text NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_details_time_limit_positive" CHECK ("exam_details"."time_limit_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_entitlements" (
	"user_id" uuid NOT NULL,
	"exam_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_no" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_entitlements_pkey" PRIMARY KEY("user_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_likes" (
	"user_id" uuid NOT NULL,
	"exam_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_likes_pkey" PRIMARY KEY("user_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"exam_id" integer,
	"exam_detail_id" integer,
	"exam_type_id" integer,
	"mode" text NOT NULL,
	"source" text NOT NULL,
	"set_key" text NOT NULL,
	"problem_ids" integer[] NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_limit_seconds" integer,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"earned_points" integer,
	"total_points" integer NOT NULL,
	"correct_count" integer,
	"total_count" integer NOT NULL,
	"duration_seconds" integer,
	"subject_results" jsonb,
	CONSTRAINT "exam_records_deadline_by_mode" CHECK (("exam_records"."mode" = 'MOCK') = ("exam_records"."deadline_at" is not null)),
	CONSTRAINT "exam_records_paper_has_detail" CHECK ("exam_records"."source" <> 'PAPER' or "exam_records"."exam_detail_id" is not null),
	CONSTRAINT "exam_records_closed_is_scored" CHECK ("exam_records"."status" = 'IN_PROGRESS' or "exam_records"."score" is not null)
);
--> statement-breakpoint
CREATE TABLE "exam_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_types_brand_id_key" UNIQUE("brand","id"),
	CONSTRAINT "exam_types_top_level_has_slug" CHECK ("exam_types"."parent_id" is not null or "exam_types"."slug" is not null)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"exam_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"community_board_slug" text,
	"is_free" boolean DEFAULT true NOT NULL,
	"price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_brand_id_key" UNIQUE("brand","id"),
	CONSTRAINT "exams_price_valid" CHECK ("exams"."price" is null or "exams"."price" >= 0),
	CONSTRAINT "exams_paid_has_price" CHECK ("exams"."is_free" or "exams"."price" is not null)
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_detail_id" integer NOT NULL,
	"title" text,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_detail_id" integer NOT NULL,
	"number" integer NOT NULL,
	"passage_id" integer,
	"subject" text NOT NULL,
	"stem" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" smallint NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 5 NOT NULL,
	CONSTRAINT "problems_choices_valid" CHECK (jsonb_typeof("problems"."choices") = 'array' and jsonb_array_length("problems"."choices") between 4 and 5),
	CONSTRAINT "problems_answer_valid" CHECK ("problems"."answer" >= 1 and "problems"."answer" <= jsonb_array_length("problems"."choices")),
	CONSTRAINT "problems_points_valid" CHECK ("problems"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "record_answers" (
	"record_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"choice" smallint,
	"flagged" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_correct" boolean,
	CONSTRAINT "record_answers_pkey" PRIMARY KEY("record_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "review_notes" (
	"user_id" uuid NOT NULL,
	"problem_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"last_wrong_choice" smallint,
	"last_wrong_at" timestamp with time zone NOT NULL,
	"last_record_id" integer,
	"mastered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_notes_pkey" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "exam_details" ADD CONSTRAINT "exam_details_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_entitlements" ADD CONSTRAINT "exam_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_entitlements" ADD CONSTRAINT "exam_entitlements_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_likes" ADD CONSTRAINT "exam_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_likes" ADD CONSTRAINT "exam_likes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_exam_detail_id_exam_details_id_fk" FOREIGN KEY ("exam_detail_id") REFERENCES "public"."exam_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_exam_fk" FOREIGN KEY ("brand","exam_id") REFERENCES "public"."exams"("brand","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_parent_fk" FOREIGN KEY ("brand","parent_id") REFERENCES "public"."exam_types"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_type_fk" FOREIGN KEY ("brand","exam_type_id") REFERENCES "public"."exam_types"("brand","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_exam_detail_id_exam_details_id_fk" FOREIGN KEY ("exam_detail_id") REFERENCES "public"."exam_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_exam_detail_id_exam_details_id_fk" FOREIGN KEY ("exam_detail_id") REFERENCES "public"."exam_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_passage_id_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."passages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_answers" ADD CONSTRAINT "record_answers_record_id_exam_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."exam_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_answers" ADD CONSTRAINT "record_answers_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_last_record_id_exam_records_id_fk" FOREIGN KEY ("last_record_id") REFERENCES "public"."exam_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_details_exam_idx" ON "exam_details" USING btree ("exam_id","sort_order");--> statement-breakpoint
CREATE INDEX "exam_entitlements_exam_idx" ON "exam_entitlements" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_likes_exam_idx" ON "exam_likes" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_records_user_started_idx" ON "exam_records" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_records_user_paper_idx" ON "exam_records" USING btree ("user_id","exam_detail_id");--> statement-breakpoint
CREATE INDEX "exam_records_paper_score_idx" ON "exam_records" USING btree ("exam_detail_id","status","score");--> statement-breakpoint
CREATE INDEX "exam_records_exam_started_idx" ON "exam_records" USING btree ("exam_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_records_exam_type_idx" ON "exam_records" USING btree ("exam_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_records_in_progress_key" ON "exam_records" USING btree ("user_id","mode","set_key") WHERE "exam_records"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_types_brand_slug_key" ON "exam_types" USING btree ("brand","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_types_parent_name_key" ON "exam_types" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "exams_brand_type_idx" ON "exams" USING btree ("brand","exam_type_id");--> statement-breakpoint
CREATE INDEX "exams_brand_created_idx" ON "exams" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "passages_exam_detail_idx" ON "passages" USING btree ("exam_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_exam_detail_number_key" ON "problems" USING btree ("exam_detail_id","number");--> statement-breakpoint
CREATE INDEX "problems_passage_idx" ON "problems" USING btree ("passage_id");--> statement-breakpoint
CREATE INDEX "record_answers_problem_idx" ON "record_answers" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "review_notes_user_exam_idx" ON "review_notes" USING btree ("user_id","exam_id");--> statement-breakpoint
CREATE INDEX "review_notes_problem_idx" ON "review_notes" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "review_notes_last_record_idx" ON "review_notes" USING btree ("last_record_id");