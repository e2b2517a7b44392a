CREATE TABLE "community_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"menu_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_boards_brand_slug_key" UNIQUE("brand","slug"),
	CONSTRAINT "community_boards_brand_valid" CHECK ("community_boards"."brand" in ('a', 'b')),
	CONSTRAINT "community_boards_slug_valid" CHECK ("community_boards"."slug" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "community_boards_slug_not_reserved" CHECK ("community_boards"."slug" <> 'graphql'),
	CONSTRAINT "community_boards_title_not_blank" CHECK (length(btrim("community_boards"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"author_id" uuid,
	"nickname" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_nickname_not_blank" CHECK (length(btrim("community_comments"."nickname")) > 0)
);
--> statement-breakpoint
CREATE TABLE "community_menu_bookmarks" (
	"user_id" uuid NOT NULL,
	"menu_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_menu_bookmarks_pkey" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "community_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_shortcut" boolean DEFAULT false NOT NULL,
	"bookmarkable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_menus_brand_slug_key" UNIQUE("brand","slug"),
	CONSTRAINT "community_menus_brand_id_key" UNIQUE("brand","id"),
	CONSTRAINT "community_menus_brand_valid" CHECK ("community_menus"."brand" in ('a', 'b')),
	CONSTRAINT "community_menus_slug_valid" CHECK ("community_menus"."slug" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "community_menus_title_not_blank" CHECK (length(btrim("community_menus"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"author_id" uuid,
	"nickname" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"contains_image" boolean DEFAULT false NOT NULL,
	"contains_youtube" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_views_valid" CHECK ("community_posts"."views" >= 0),
	CONSTRAINT "community_posts_title_not_blank" CHECK (length(btrim("community_posts"."title")) > 0),
	CONSTRAINT "community_posts_nickname_not_blank" CHECK (length(btrim("community_posts"."nickname")) > 0)
);
--> statement-breakpoint
ALTER TABLE "community_boards" ADD CONSTRAINT "community_boards_menu_fk" FOREIGN KEY ("brand","menu_id") REFERENCES "public"."community_menus"("brand","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_menu_bookmarks" ADD CONSTRAINT "community_menu_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_menu_bookmarks" ADD CONSTRAINT "community_menu_bookmarks_menu_id_community_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."community_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_board_id_community_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."community_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_boards_menu_idx" ON "community_boards" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_comments_author_idx" ON "community_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_menu_bookmarks_menu_idx" ON "community_menu_bookmarks" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "community_posts_board_created_idx" ON "community_posts" USING btree ("board_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id");