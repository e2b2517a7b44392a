CREATE TABLE "community_post_views" (
	"post_id" bigint NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "community_post_views_pkey" PRIMARY KEY("post_id","visitor_key","day")
);
--> statement-breakpoint
DROP INDEX "community_comments_post_idx";--> statement-breakpoint
ALTER TABLE "community_boards" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "is_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_post_views" ADD CONSTRAINT "community_post_views_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_views_day_idx" ON "community_post_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_id_community_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comments_post_thread_idx" ON "community_comments" USING btree ("post_id","parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_comments_parent_idx" ON "community_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "community_posts_board_views_idx" ON "community_posts" USING btree ("board_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_board_comments_idx" ON "community_posts" USING btree ("board_id","comment_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_comment_count_valid" CHECK ("community_posts"."comment_count" >= 0);--> statement-breakpoint
-- Existing comments are all standing and top-level: each post's count starts as its number of comments.
UPDATE "community_posts" SET "comment_count" = c."n" FROM (SELECT "post_id", count(*)::int AS "n" FROM "community_comments" GROUP BY "post_id") c WHERE c."post_id" = "community_posts"."id";
