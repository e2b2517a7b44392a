CREATE TABLE "channel_follows" (
	"user_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_follows_pkey" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "portal_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"posting_id" integer,
	"channel_id" uuid,
	"parent_id" integer,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "portal_comments_one_target" CHECK (("portal_comments"."posting_id" is null) <> ("portal_comments"."channel_id" is null)),
	CONSTRAINT "portal_comments_body_not_blank" CHECK (length(btrim("portal_comments"."body")) > 0)
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "logo_svg" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "targets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_follows" ADD CONSTRAINT "channel_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_follows" ADD CONSTRAINT "channel_follows_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_comments" ADD CONSTRAINT "portal_comments_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_comments" ADD CONSTRAINT "portal_comments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_comments" ADD CONSTRAINT "portal_comments_parent_id_portal_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_comments" ADD CONSTRAINT "portal_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_follows_channel_idx" ON "channel_follows" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "portal_comments_posting_idx" ON "portal_comments" USING btree ("posting_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_comments_channel_idx" ON "portal_comments" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_comments_parent_idx" ON "portal_comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_comments_user_idx" ON "portal_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_follower_count_not_negative" CHECK ("channels"."follower_count" >= 0);