CREATE TABLE "offer_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"question_label" text NOT NULL,
	"answer_text" text NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"camp_id" uuid,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_questions_one_offer_check" CHECK (num_nonnulls("offer_questions"."session_id", "offer_questions"."camp_id") = 1),
	CONSTRAINT "offer_questions_kind_check" CHECK ("offer_questions"."kind" in ('SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'ONE_OF', 'SEVERAL_OF'))
);
--> statement-breakpoint
CREATE TABLE "question_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_question_id_offer_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."offer_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_answered_by_profiles_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_questions" ADD CONSTRAINT "offer_questions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_questions" ADD CONSTRAINT "offer_questions_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_templates" ADD CONSTRAINT "question_templates_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_answers_question_child_uidx" ON "offer_answers" USING btree ("question_id","child_id");--> statement-breakpoint
CREATE INDEX "offer_answers_child_idx" ON "offer_answers" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "offer_questions_session_idx" ON "offer_questions" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "offer_questions_camp_idx" ON "offer_questions" USING btree ("camp_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "question_templates_name_uidx" ON "question_templates" USING btree ("name");