CREATE TABLE "child_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"changed_by" text NOT NULL,
	"kind" text NOT NULL,
	"previous" boolean,
	"given" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_consent_changes_kind_check" CHECK ("child_consent_changes"."kind" in ('photos_family', 'photos_news')),
	CONSTRAINT "child_consent_changes_changed_check" CHECK ("child_consent_changes"."previous" is distinct from "child_consent_changes"."given")
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_consent_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_consent_news" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "health_info_encrypted" text;--> statement-breakpoint
ALTER TABLE "child_consent_changes" ADD CONSTRAINT "child_consent_changes_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_consent_changes_child_id_changed_at_idx" ON "child_consent_changes" USING btree ("child_id","changed_at");