ALTER TABLE "cover_letter_versions" ADD COLUMN "number" integer;--> statement-breakpoint
-- Versions kept before this migration are numbered in the order they were kept, per letter.
UPDATE "cover_letter_versions" AS v SET "number" = ranked.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "cover_letter_id" ORDER BY "version") AS n FROM "cover_letter_versions") AS ranked
WHERE v."id" = ranked."id";--> statement-breakpoint
ALTER TABLE "cover_letter_versions" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cover_letter_versions_number_key" ON "cover_letter_versions" USING btree ("cover_letter_id","number");
