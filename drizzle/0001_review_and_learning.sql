ALTER TABLE "completion_items" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_items" ADD COLUMN "original_answer" text;--> statement-breakpoint
ALTER TABLE "completion_items" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
ALTER TABLE "completion_items" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "completion_items" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "completion_items" ADD COLUMN "learned_pair_id" uuid;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "completion_items" ADD CONSTRAINT "completion_items_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_items" ADD CONSTRAINT "completion_items_learned_pair_id_qa_pairs_id_fk" FOREIGN KEY ("learned_pair_id") REFERENCES "public"."qa_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;