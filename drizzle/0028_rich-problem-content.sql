ALTER TABLE "passages" ADD COLUMN "format" text DEFAULT 'TEXT' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "format" text DEFAULT 'TEXT' NOT NULL;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_format_valid" CHECK ("passages"."format" in ('TEXT', 'HTML'));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_format_valid" CHECK ("problems"."format" in ('TEXT', 'HTML'));