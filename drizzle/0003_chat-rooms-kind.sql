ALTER TABLE "chat_rooms" ADD COLUMN "kind" text DEFAULT 'GROUP' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_exam_id_key" ON "chat_rooms" USING btree ("exam_id") WHERE "chat_rooms"."exam_id" is not null;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_kind_valid" CHECK ("chat_rooms"."kind" in ('GROUP', 'EXAM'));--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_exam_kind" CHECK (("chat_rooms"."kind" = 'EXAM') = ("chat_rooms"."exam_id" is not null));