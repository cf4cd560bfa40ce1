ALTER TABLE "completion_items" ADD COLUMN "outcome" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "ddq_completions" ADD COLUMN "output_has_drafts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "drafts_in_clean_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing answers: an answer given (generated, written or injected) counts as answered; everything else has none.
UPDATE "completion_items" SET "outcome" = 'answered' WHERE "status" IN ('generated', 'injected') AND "answer" IS NOT NULL;
