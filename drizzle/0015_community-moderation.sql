CREATE TABLE "community_post_likes" (
	"post_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_scraps" (
	"post_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_scraps_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"post_id" bigint,
	"comment_id" bigint,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "community_reports_brand_valid" CHECK ("community_reports"."brand" in ('a', 'b')),
	CONSTRAINT "community_reports_one_target" CHECK (("community_reports"."post_id" is null) <> ("community_reports"."comment_id" is null)),
	CONSTRAINT "community_reports_reason_valid" CHECK ("community_reports"."reason" in ('SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'OTHER')),
	CONSTRAINT "community_reports_detail_length" CHECK (char_length("community_reports"."detail") <= 300),
	CONSTRAINT "community_reports_resolution_valid" CHECK (("community_reports"."resolved_at" is null and "community_reports"."resolution" is null) or ("community_reports"."resolved_at" is not null and "community_reports"."resolution" in ('HIDDEN', 'RESTORED', 'DISMISSED')))
);
--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "scrap_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_jamo" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_choseong" text;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_scraps" ADD CONSTRAINT "community_post_scraps_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_scraps" ADD CONSTRAINT "community_post_scraps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_likes_user_idx" ON "community_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_post_scraps_user_created_idx" ON "community_post_scraps" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_post_reporter_key" ON "community_reports" USING btree ("post_id","reporter_id") WHERE "community_reports"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_comment_reporter_key" ON "community_reports" USING btree ("comment_id","reporter_id") WHERE "community_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("brand","created_at") WHERE "community_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_reports_reporter_idx" ON "community_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "community_posts_search_jamo_trgm_idx" ON "community_posts" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_posts_search_choseong_trgm_idx" ON "community_posts" USING gin ("search_choseong" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_like_count_valid" CHECK ("community_posts"."like_count" >= 0);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_scrap_count_valid" CHECK ("community_posts"."scrap_count" >= 0);