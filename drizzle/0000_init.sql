CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_lockouts" (
	"email" text PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_code_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_lockouts_failed_attempts_check" CHECK ("auth_lockouts"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text,
	"last_name" text,
	"mobile" text,
	"role" text DEFAULT 'parent' NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"second_parent_email" text,
	"signup_source" text,
	CONSTRAINT "profiles_email_unique" UNIQUE("email"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('parent', 'admin')),
	CONSTRAINT "profiles_email_lower_check" CHECK ("profiles"."email" = lower("profiles"."email")),
	CONSTRAINT "profiles_second_parent_email_lower_check" CHECK ("profiles"."second_parent_email" = lower("profiles"."second_parent_email"))
);
--> statement-breakpoint
CREATE TABLE "camp_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"camp_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"powered_by" text,
	"location" text DEFAULT 'Rotkreuz' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" time DEFAULT '09:00',
	"end_time" time DEFAULT '16:00',
	"price_cents" integer DEFAULT 50000 NOT NULL,
	"capacity" integer DEFAULT 30 NOT NULL,
	"flyer_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camps_capacity_check" CHECK ("camps"."capacity" >= 0),
	CONSTRAINT "camps_price_cents_check" CHECK ("camps"."price_cents" >= 0),
	CONSTRAINT "camps_end_date_check" CHECK ("camps"."end_date" >= "camps"."start_date")
);
--> statement-breakpoint
CREATE TABLE "credit_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"rsvp_id" uuid,
	"pack_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_awards_rsvp_id_unique" UNIQUE("rsvp_id")
);
--> statement-breakpoint
CREATE TABLE "credit_consumptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pack_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"payment_id" uuid,
	"qty" integer DEFAULT 1 NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone,
	CONSTRAINT "credit_consumptions_qty_check" CHECK ("credit_consumptions"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"total_credits" integer NOT NULL,
	"credits_remaining" integer NOT NULL,
	"unit_value_cents" integer DEFAULT 2500 NOT NULL,
	"price_cents_paid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"payment_method" text,
	"stripe_session_id" text,
	"origin" text DEFAULT 'PURCHASE' NOT NULL,
	"origin_payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "credit_packs_total_credits_check" CHECK ("credit_packs"."total_credits" > 0),
	CONSTRAINT "credit_packs_credits_remaining_check" CHECK ("credit_packs"."credits_remaining" between 0 and "credit_packs"."total_credits"),
	CONSTRAINT "credit_packs_unit_value_cents_check" CHECK ("credit_packs"."unit_value_cents" >= 0),
	CONSTRAINT "credit_packs_price_cents_paid_check" CHECK ("credit_packs"."price_cents_paid" >= 0),
	CONSTRAINT "credit_packs_status_check" CHECK ("credit_packs"."status" in ('ACTIVE', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "credit_packs_payment_method_check" CHECK ("credit_packs"."payment_method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT')),
	CONSTRAINT "credit_packs_origin_check" CHECK ("credit_packs"."origin" in ('PURCHASE', 'REFUND', 'ADMIN', 'LEGACY'))
);
--> statement-breakpoint
CREATE TABLE "dev_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text,
	"from" text NOT NULL,
	"to" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"club_name" text,
	"level" text,
	"jersey_size" integer,
	"ahv_encrypted" text,
	"ahv_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_jersey_size_check" CHECK ("children"."jersey_size" in (128, 140, 152, 164, 176)),
	CONSTRAINT "children_ahv_last4_check" CHECK ("children"."ahv_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "children_ahv_pair_check" CHECK (("children"."ahv_encrypted" is null) = ("children"."ahv_last4" is null))
);
--> statement-breakpoint
CREATE TABLE "parent_children" (
	"parent_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_children_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"send_push" boolean DEFAULT false NOT NULL,
	"push_title" text,
	"push_content" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"news_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "camp_cancellation_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"camp_id" uuid NOT NULL,
	"camp_payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'REQUIRES_PAYMENT' NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone,
	"stripe_session_id" text,
	"stripe_payment_link_id" text,
	"stripe_payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_cancellation_fees_amount_cents_check" CHECK ("camp_cancellation_fees"."amount_cents" >= 0),
	CONSTRAINT "camp_cancellation_fees_status_check" CHECK ("camp_cancellation_fees"."status" in ('REQUIRES_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
	CONSTRAINT "camp_cancellation_fees_method_check" CHECK ("camp_cancellation_fees"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT'))
);
--> statement-breakpoint
CREATE TABLE "camp_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"camp_id" uuid NOT NULL,
	"camp_rsvp_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'REQUIRES_PAYMENT' NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone,
	"stripe_session_id" text,
	"stripe_payment_link_id" text,
	"stripe_payment_intent_id" text,
	"refund_cents" integer,
	"manual_refund_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_payments_amount_cents_check" CHECK ("camp_payments"."amount_cents" >= 0),
	CONSTRAINT "camp_payments_status_check" CHECK ("camp_payments"."status" in ('REQUIRES_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
	CONSTRAINT "camp_payments_method_check" CHECK ("camp_payments"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT')),
	CONSTRAINT "camp_payments_refund_cents_check" CHECK ("camp_payments"."refund_cents" between 0 and "camp_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"rsvp_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'REQUIRES_PAYMENT' NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone,
	"stripe_session_id" text,
	"stripe_payment_link_id" text,
	"stripe_payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_cents_check" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('REQUIRES_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT'))
);
--> statement-breakpoint
CREATE TABLE "photo_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"drive_folder_id" text NOT NULL,
	"drive_file_id" text NOT NULL,
	"source" text NOT NULL,
	"width" integer,
	"height" integer,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_assets_source_drive_file_id_unique" UNIQUE("source","drive_file_id"),
	CONSTRAINT "photo_assets_source_check" CHECK ("photo_assets"."source" in ('local', 'google-drive'))
);
--> statement-breakpoint
CREATE TABLE "photo_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"is_news_folder" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_folders_source_check" CHECK ("photo_folders"."source" in ('local', 'google-drive'))
);
--> statement-breakpoint
CREATE TABLE "photo_tags" (
	"photo_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_tags_photo_id_child_id_pk" PRIMARY KEY("photo_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "push_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target_url" text DEFAULT '/dashboard' NOT NULL,
	"recipient_type" text DEFAULT 'all' NOT NULL,
	"sent_to" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_history_recipient_type_check" CHECK ("push_history"."recipient_type" in ('all', 'selected', 'single')),
	CONSTRAINT "push_history_sent_to_check" CHECK ("push_history"."sent_to" >= 0),
	CONSTRAINT "push_history_failed_check" CHECK ("push_history"."failed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_history_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"push_history_id" uuid NOT NULL,
	"user_id" text,
	"subscription_endpoint" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_history_recipients_status_check" CHECK ("push_history_recipients"."status" in ('success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notification_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text,
	"items" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_total_cents_check" CHECK ("shop_orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"parent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_kind_check" CHECK ("checkout_sessions"."kind" in ('TRAINING_PAYMENT', 'CAMP_PAYMENT', 'CAMP_FEE', 'CREDIT_PACK')),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired', 'failed')),
	CONSTRAINT "checkout_sessions_amount_cents_check" CHECK ("checkout_sessions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"note" text,
	CONSTRAINT "stripe_events_outcome_check" CHECK ("stripe_events"."outcome" in ('applied', 'unmatched', 'ignored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"problem" text NOT NULL,
	"smartphone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_trainers" (
	"session_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	CONSTRAINT "session_trainers_session_id_trainer_id_pk" PRIMARY KEY("session_id","trainer_id")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_of_birth" date,
	"ahv_encrypted" text,
	"ahv_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_ahv_last4_check" CHECK ("trainers"."ahv_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "trainers_ahv_pair_check" CHECK (("trainers"."ahv_encrypted" is null) = ("trainers"."ahv_last4" is null))
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"focus" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"location" text DEFAULT 'Kunstrasen Rotkreuz' NOT NULL,
	"capacity" integer DEFAULT 30 NOT NULL,
	"price_cents" integer DEFAULT 2500 NOT NULL,
	"type" text DEFAULT 'TIZ' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_capacity_check" CHECK ("sessions"."capacity" >= 0),
	CONSTRAINT "sessions_price_cents_check" CHECK ("sessions"."price_cents" >= 0),
	CONSTRAINT "sessions_type_check" CHECK ("sessions"."type" in ('TIZ', '1:1')),
	CONSTRAINT "sessions_ends_after_start_check" CHECK ("sessions"."ends_at" > "sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_rsvps" ADD CONSTRAINT "camp_rsvps_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_rsvps" ADD CONSTRAINT "camp_rsvps_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_rsvps" ADD CONSTRAINT "camp_rsvps_cancelled_by_profiles_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_rsvps" ADD CONSTRAINT "camp_rsvps_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_awards" ADD CONSTRAINT "credit_awards_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_consumptions" ADD CONSTRAINT "credit_consumptions_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_consumptions" ADD CONSTRAINT "credit_consumptions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_consumptions" ADD CONSTRAINT "credit_consumptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_consumptions" ADD CONSTRAINT "credit_consumptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_origin_payment_id_payments_id_fk" FOREIGN KEY ("origin_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD CONSTRAINT "camp_cancellation_fees_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD CONSTRAINT "camp_cancellation_fees_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD CONSTRAINT "camp_cancellation_fees_camp_payment_id_camp_payments_id_fk" FOREIGN KEY ("camp_payment_id") REFERENCES "public"."camp_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD CONSTRAINT "camp_payments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD CONSTRAINT "camp_payments_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD CONSTRAINT "camp_payments_camp_rsvp_id_camp_rsvps_id_fk" FOREIGN KEY ("camp_rsvp_id") REFERENCES "public"."camp_rsvps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_assets" ADD CONSTRAINT "photo_assets_drive_folder_id_photo_folders_id_fk" FOREIGN KEY ("drive_folder_id") REFERENCES "public"."photo_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_tags" ADD CONSTRAINT "photo_tags_photo_id_photo_assets_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_tags" ADD CONSTRAINT "photo_tags_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_history" ADD CONSTRAINT "push_history_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_history_recipients" ADD CONSTRAINT "push_history_recipients_push_history_id_push_history_id_fk" FOREIGN KEY ("push_history_id") REFERENCES "public"."push_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_history_recipients" ADD CONSTRAINT "push_history_recipients_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_trainers" ADD CONSTRAINT "session_trainers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_trainers" ADD CONSTRAINT "session_trainers_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_cancelled_by_profiles_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profiles_second_parent_email_idx" ON "profiles" USING btree ("second_parent_email");--> statement-breakpoint
CREATE UNIQUE INDEX "camp_rsvps_active_camp_child_uidx" ON "camp_rsvps" USING btree ("camp_id","child_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "camp_rsvps_camp_id_idx" ON "camp_rsvps" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "camp_rsvps_child_id_idx" ON "camp_rsvps" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "camps_start_date_idx" ON "camps" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "credit_awards_parent_id_idx" ON "credit_awards" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "credit_awards_child_session_idx" ON "credit_awards" USING btree ("child_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_consumptions_active_payment_uidx" ON "credit_consumptions" USING btree ("payment_id") WHERE reverted_at is null;--> statement-breakpoint
CREATE INDEX "credit_consumptions_pack_id_idx" ON "credit_consumptions" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "credit_consumptions_child_session_idx" ON "credit_consumptions" USING btree ("child_id","session_id");--> statement-breakpoint
CREATE INDEX "credit_packs_parent_id_status_idx" ON "credit_packs" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "credit_packs_created_at_idx" ON "credit_packs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dev_mail_created_at_idx" ON "dev_mail" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "children_parent_id_idx" ON "children" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parent_children_child_id_idx" ON "parent_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_reads_user_id_idx" ON "news_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "camp_cancellation_fees_child_id_idx" ON "camp_cancellation_fees" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "camp_cancellation_fees_camp_id_idx" ON "camp_cancellation_fees" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "camp_cancellation_fees_camp_payment_id_idx" ON "camp_cancellation_fees" USING btree ("camp_payment_id");--> statement-breakpoint
CREATE INDEX "camp_payments_child_id_idx" ON "camp_payments" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "camp_payments_camp_id_idx" ON "camp_payments" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "camp_payments_camp_rsvp_id_idx" ON "camp_payments" USING btree ("camp_rsvp_id");--> statement-breakpoint
CREATE INDEX "camp_payments_stripe_session_id_idx" ON "camp_payments" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "camp_payments_stripe_payment_intent_id_idx" ON "camp_payments" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "payments_child_id_idx" ON "payments" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "payments_session_id_idx" ON "payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_rsvp_id_idx" ON "payments" USING btree ("rsvp_id");--> statement-breakpoint
CREATE INDEX "payments_stripe_session_id_idx" ON "payments" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "payments_stripe_payment_intent_id_idx" ON "payments" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "payments_status_updated_at_idx" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "photo_assets_drive_folder_id_created_at_idx" ON "photo_assets" USING btree ("drive_folder_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_tags_child_id_idx" ON "photo_tags" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "push_history_created_at_idx" ON "push_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "push_history_recipients_push_history_id_idx" ON "push_history_recipients" USING btree ("push_history_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_orders_parent_id_idx" ON "shop_orders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "shop_orders_created_at_idx" ON "shop_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_id_idx" ON "checkout_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_parent_id_idx" ON "checkout_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "stripe_events_outcome_idx" ON "stripe_events" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "stripe_events_received_at_idx" ON "stripe_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "session_trainers_trainer_id_idx" ON "session_trainers" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_active_session_child_uidx" ON "rsvps" USING btree ("session_id","child_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "rsvps_session_id_idx" ON "rsvps" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "rsvps_child_id_idx" ON "rsvps" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "sessions_starts_at_idx" ON "sessions" USING btree ("starts_at");