-- The customer inquiry table and its attachment links take the name every layer uses (inquiries); rows, indexes
-- and constraints are renamed in place, nothing is copied. The primary key of `inquiries` is unnamed in the schema
-- (PostgreSQL named it suggestions_pkey) and is renamed too, so a fresh and an upgraded database look the same.
ALTER TABLE "suggestions" RENAME TO "inquiries";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_pkey" TO "inquiries_pkey";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_user_id_users_id_fk" TO "inquiries_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_answered_by_users_id_fk" TO "inquiries_answered_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_status_valid" TO "inquiries_status_valid";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_answer_complete" TO "inquiries_answer_complete";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME CONSTRAINT "suggestions_closed_when_closed" TO "inquiries_closed_when_closed";--> statement-breakpoint
ALTER INDEX "suggestions_created_idx" RENAME TO "inquiries_created_idx";--> statement-breakpoint
ALTER INDEX "suggestions_user_idx" RENAME TO "inquiries_user_idx";--> statement-breakpoint
ALTER INDEX "suggestions_queue_idx" RENAME TO "inquiries_queue_idx";--> statement-breakpoint
ALTER TABLE "suggestion_attachments" RENAME TO "inquiry_attachments";--> statement-breakpoint
ALTER TABLE "inquiry_attachments" RENAME COLUMN "suggestion_id" TO "inquiry_id";--> statement-breakpoint
ALTER TABLE "inquiry_attachments" RENAME CONSTRAINT "suggestion_attachments_pkey" TO "inquiry_attachments_pkey";--> statement-breakpoint
ALTER TABLE "inquiry_attachments" RENAME CONSTRAINT "suggestion_attachments_suggestion_id_suggestions_id_fk" TO "inquiry_attachments_inquiry_id_inquiries_id_fk";--> statement-breakpoint
ALTER TABLE "inquiry_attachments" RENAME CONSTRAINT "suggestion_attachments_attachment_id_attachments_id_fk" TO "inquiry_attachments_attachment_id_attachments_id_fk";--> statement-breakpoint
ALTER INDEX "suggestion_attachments_attachment_key" RENAME TO "inquiry_attachments_attachment_key";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also keep NOT NULL constraints in pg_constraint, named after the table and column
-- (suggestions_email_not_null); older servers have none, so they are renamed by lookup rather than by name.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE conrelid IN ('inquiries'::regclass, 'inquiry_attachments'::regclass)
      AND (conname LIKE 'suggestions\_%' OR conname LIKE 'suggestion\_attachments\_%')
  LOOP
    EXECUTE format(
      'ALTER TABLE %s RENAME CONSTRAINT %I TO %I',
      c.tbl,
      c.conname,
      replace(replace(replace(c.conname, 'suggestion_attachments_', 'inquiry_attachments_'), 'suggestion_id', 'inquiry_id'), 'suggestions_', 'inquiries_')
    );
  END LOOP;
END $$;
