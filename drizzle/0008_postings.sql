-- pg_trgm serves the postings search (src/server/search); PGlite loads it in src/db/client.ts, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "posting_views" (
	"posting_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "posting_views_pkey" PRIMARY KEY("posting_id","visitor_key","day")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"organiser_name" text NOT NULL,
	"organiser_type" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"prize_money" integer,
	"employment_type" text,
	"career_level" text,
	"poster_url" text,
	"poster_svg" text,
	"body_html" text NOT NULL,
	"apply_url" text,
	"apply_email" text,
	"reception_start_at" timestamp with time zone NOT NULL,
	"reception_end_at" timestamp with time zone NOT NULL,
	"announcement_at" timestamp with time zone,
	"written_test_at" timestamp with time zone,
	"written_test_exam_type_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"scrap_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"search_jamo" text NOT NULL,
	"search_choseong" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_brand_valid" CHECK ("postings"."brand" in ('a', 'b')),
	CONSTRAINT "postings_kind_valid" CHECK ("postings"."kind" in ('CONTEST', 'ACTIVITY', 'INTERNSHIP', 'RECRUIT')),
	CONSTRAINT "postings_organiser_type_valid" CHECK ("postings"."organiser_type" in ('LARGE', 'PUBLIC_CORP', 'MIDSIZE', 'FOREIGN', 'STARTUP', 'GOVERNMENT', 'NONPROFIT', 'OTHER')),
	CONSTRAINT "postings_region_valid" CHECK ("postings"."region" in ('SEOUL', 'GYEONGGI', 'INCHEON', 'BUSAN', 'DAEGU', 'DAEJEON', 'GWANGJU', 'ULSAN', 'SEJONG', 'GANGWON', 'CHUNGCHEONG', 'JEOLLA', 'GYEONGSANG', 'JEJU', 'NATIONWIDE', 'ONLINE', 'OVERSEAS')),
	CONSTRAINT "postings_title_not_blank" CHECK (length(btrim("postings"."title")) > 0),
	CONSTRAINT "postings_reception_order" CHECK ("postings"."reception_end_at" >= "postings"."reception_start_at"),
	CONSTRAINT "postings_apply_present" CHECK ("postings"."apply_url" is not null or "postings"."apply_email" is not null),
	CONSTRAINT "postings_counts_not_negative" CHECK ("postings"."views" >= 0 and "postings"."scrap_count" >= 0 and "postings"."comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "posting_views" ADD CONSTRAINT "posting_views_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_views_day_idx" ON "posting_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "postings_brand_kind_published_idx" ON "postings" USING btree ("brand","kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_brand_published_idx" ON "postings" USING btree ("brand","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_brand_end_idx" ON "postings" USING btree ("brand","reception_end_at","id");--> statement-breakpoint
CREATE INDEX "postings_brand_start_idx" ON "postings" USING btree ("brand","reception_start_at");--> statement-breakpoint
CREATE INDEX "postings_brand_views_idx" ON "postings" USING btree ("brand","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_brand_scraps_idx" ON "postings" USING btree ("brand","scrap_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_brand_organiser_type_idx" ON "postings" USING btree ("brand","organiser_type");--> statement-breakpoint
CREATE INDEX "postings_brand_region_idx" ON "postings" USING btree ("brand","region");--> statement-breakpoint
CREATE INDEX "postings_channel_idx" ON "postings" USING btree ("channel_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_written_test_idx" ON "postings" USING btree ("brand","written_test_at");--> statement-breakpoint
CREATE INDEX "postings_fields_idx" ON "postings" USING gin ("fields");--> statement-breakpoint
CREATE INDEX "postings_targets_idx" ON "postings" USING gin ("targets");--> statement-breakpoint
CREATE INDEX "postings_search_jamo_trgm_idx" ON "postings" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postings_search_choseong_trgm_idx" ON "postings" USING gin ("search_choseong" gin_trgm_ops);--> statement-breakpoint
-- A member saved a target once; keep the oldest row of any duplicate before the unique index.
DELETE FROM "scraps" a USING "scraps" b WHERE a."user_id" = b."user_id" AND a."target_type" = b."target_type" AND a."target_id" = b."target_id" AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "scraps_user_target_key" ON "scraps" USING btree ("user_id","target_type","target_id");