CREATE TABLE "answer_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"completion_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"assigned_by" uuid,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"completion_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"completion_id" uuid,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"completion_id" uuid,
	"item_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD COLUMN "review_interval_days" integer;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD COLUMN "last_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_assignments" ADD CONSTRAINT "answer_assignments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_assignments" ADD CONSTRAINT "answer_assignments_completion_id_ddq_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."ddq_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_assignments" ADD CONSTRAINT "answer_assignments_item_id_completion_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."completion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_assignments" ADD CONSTRAINT "answer_assignments_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_assignments" ADD CONSTRAINT "answer_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_completion_id_ddq_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."ddq_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_item_id_completion_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."completion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_completion_id_ddq_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."ddq_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_item_id_completion_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."completion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_assignments_item_uq" ON "answer_assignments" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "answer_assignments_assignee_idx" ON "answer_assignments" USING btree ("firm_id","assignee_id");--> statement-breakpoint
CREATE INDEX "answer_assignments_completion_idx" ON "answer_assignments" USING btree ("completion_id");--> statement-breakpoint
CREATE INDEX "answer_comments_item_idx" ON "answer_comments" USING btree ("firm_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("firm_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_completion_idx" ON "audit_events" USING btree ("firm_id","completion_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing firms: their earliest member becomes admin (later members stay editors), as a new firm's first member is.
UPDATE "users" u SET "role" = 'admin' WHERE u."id" = (
	SELECT f."id" FROM "users" f WHERE f."firm_id" = u."firm_id" ORDER BY f."created_at", f."id" LIMIT 1
);--> statement-breakpoint
-- The audit trail is append-only: no row of it is ever changed or deleted (decision 091).
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
