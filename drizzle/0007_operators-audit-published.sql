CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_brand_valid" CHECK ("audit_events"."brand" in ('a', 'b')),
	CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" ~ '^[a-z][a-z-]*(\.[a-z][a-z-]*)+$')
);
--> statement-breakpoint
ALTER TABLE "problems" DROP CONSTRAINT "problems_choices_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: every exam that existed before authoring was visible, so it counts as published when it was created.
UPDATE "exams" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_brand_id_idx" ON "audit_events" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "audit_events_resource_idx" ON "audit_events" USING btree ("resource_type","resource_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "exams_brand_published_idx" ON "exams" USING btree ("brand","published_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('MEMBER', 'CONTENT_EDITOR', 'ADMIN'));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_choices_valid" CHECK (jsonb_typeof("problems"."choices") = 'array' and jsonb_array_length("problems"."choices") between 2 and 5);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the audit log is append-only.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
