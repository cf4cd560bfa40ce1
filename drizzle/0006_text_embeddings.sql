CREATE TABLE "text_embeddings" (
	"firm_id" uuid NOT NULL,
	"text_hash" "bytea" NOT NULL,
	"embedding" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_embeddings_firm_id_text_hash_pk" PRIMARY KEY("firm_id","text_hash")
);
--> statement-breakpoint
ALTER TABLE "text_embeddings" ADD CONSTRAINT "text_embeddings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;