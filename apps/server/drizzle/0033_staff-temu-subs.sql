CREATE TABLE "staff_temu_sub_pending" (
	"boss_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sub_phone" text NOT NULL,
	"cred_hash" text NOT NULL,
	"challenge_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_temu_sub_pending_user_id_sub_phone_pk" PRIMARY KEY("user_id","sub_phone")
);
--> statement-breakpoint
CREATE TABLE "staff_temu_subs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_temu_subs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sub_uid" text NOT NULL,
	"phone" text NOT NULL,
	"mall_ids" jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"session_sealed" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_temu_sub_pending" ADD CONSTRAINT "staff_temu_sub_pending_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temu_sub_pending" ADD CONSTRAINT "staff_temu_sub_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temu_subs" ADD CONSTRAINT "staff_temu_subs_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temu_subs" ADD CONSTRAINT "staff_temu_subs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temu_subs" ADD CONSTRAINT "staff_temu_subs_account_id_marketplace_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."marketplace_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_temu_subs_user_account_uq" ON "staff_temu_subs" USING btree ("user_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_temu_subs_sub_uq" ON "staff_temu_subs" USING btree ("sub_uid");--> statement-breakpoint
CREATE INDEX "staff_temu_subs_boss_idx" ON "staff_temu_subs" USING btree ("boss_id");