CREATE TABLE "reminder_deliveries" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"pushes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_deliveries_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('TRAINING_START', 'CAMP_START', 'TRAINING_PAYMENT_OPEN', 'TRAINING_PAYMENT_LAST_CALL', 'CAMP_PAYMENT_OPEN', 'CAMP_PAYMENT_LAST_CALL')),
	CONSTRAINT "reminder_deliveries_mails_check" CHECK ("reminder_deliveries"."mails" >= 0),
	CONSTRAINT "reminder_deliveries_pushes_check" CHECK ("reminder_deliveries"."pushes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reminder_mail_opt_outs" (
	"parent_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_mail_opt_outs" ADD CONSTRAINT "reminder_mail_opt_outs_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;