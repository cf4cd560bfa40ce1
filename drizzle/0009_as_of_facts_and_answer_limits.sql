ALTER TABLE "completion_items" ADD COLUMN "answer_limit" jsonb;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "freshness_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD COLUMN "stated_on" timestamp with time zone;