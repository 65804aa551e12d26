CREATE TABLE "marketplace_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"phone" text,
	"region" text,
	"secret_sealed" text NOT NULL,
	"session_sealed" text,
	"session_expires_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_binds" (
	"boss_id" integer NOT NULL,
	"phone" text NOT NULL,
	"cred_hash" text NOT NULL,
	"challenge_sealed" text NOT NULL,
	"is_rebind" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shein_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"boss_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sync_state" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_full_sync_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"last_refresh_request_at" timestamp with time zone,
	"rows_synced" bigint DEFAULT 0 NOT NULL,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"boss_id" integer NOT NULL,
	"account_id" integer,
	"open_account_id" integer,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"semi_managed" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"opened_day" date,
	"expire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"shop_id" integer NOT NULL,
	"activity_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	CONSTRAINT "activities_shop_id_activity_id_pk" PRIMARY KEY("shop_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "activity_enrollments" (
	"shop_id" integer NOT NULL,
	"enroll_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"activity_stock" integer NOT NULL,
	CONSTRAINT "activity_enrollments_shop_id_enroll_id_pk" PRIMARY KEY("shop_id","enroll_id")
);
--> statement-breakpoint
CREATE TABLE "activity_stock_records" (
	"shop_id" integer NOT NULL,
	"enroll_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"remaining" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "activity_stock_records_shop_id_enroll_id_at_pk" PRIMARY KEY("shop_id","enroll_id","at")
);
--> statement-breakpoint
CREATE TABLE "delivery_ratings" (
	"shop_id" integer NOT NULL,
	"week_start_day" date NOT NULL,
	"level" text NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "delivery_ratings_shop_id_week_start_day_pk" PRIMARY KEY("shop_id","week_start_day")
);
--> statement-breakpoint
CREATE TABLE "finance_snapshots" (
	"shop_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"balance_cents" bigint NOT NULL,
	"pending_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "finance_snapshots_shop_id_at_pk" PRIMARY KEY("shop_id","at")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"shop_id" integer NOT NULL,
	"notice_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_shop_id_notice_id_pk" PRIMARY KEY("shop_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"shop_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"sku_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_lines_shop_id_order_no_sku_id_pk" PRIMARY KEY("shop_id","order_no","sku_id")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"shop_id" integer NOT NULL,
	"package_sn" text NOT NULL,
	"sku_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"units" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"outbound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "returns_shop_id_package_sn_sku_id_pk" PRIMARY KEY("shop_id","package_sn","sku_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"shop_id" integer NOT NULL,
	"review_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"stars" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_shop_id_review_id_pk" PRIMARY KEY("shop_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "shop_daily" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"skus_sold" integer NOT NULL,
	CONSTRAINT "shop_daily_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "skcs" (
	"shop_id" integer NOT NULL,
	"skc_id" text NOT NULL,
	"product_id" text NOT NULL,
	"skc_ext_code" text,
	"name" text NOT NULL,
	"custom_name" text,
	"category" text DEFAULT '' NOT NULL,
	"category_path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"created_day" date NOT NULL,
	"off_shelf_day" date,
	CONSTRAINT "skcs_shop_id_skc_id_pk" PRIMARY KEY("shop_id","skc_id")
);
--> statement-breakpoint
CREATE TABLE "sku_daily_sales" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"sku_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "sku_daily_sales_shop_id_day_sku_id_pk" PRIMARY KEY("shop_id","day","sku_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"shop_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"skc_id" text NOT NULL,
	"ext_code" text,
	"class_name" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "skus_shop_id_sku_id_pk" PRIMARY KEY("shop_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"sku_id" text NOT NULL,
	"warehouse" integer NOT NULL,
	"wait_receive" integer NOT NULL,
	"wait_delivery" integer NOT NULL,
	"unavailable" integer NOT NULL,
	CONSTRAINT "stock_snapshots_shop_id_day_sku_id_pk" PRIMARY KEY("shop_id","day","sku_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD CONSTRAINT "marketplace_accounts_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_binds" ADD CONSTRAINT "pending_binds_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shein_auth_states" ADD CONSTRAINT "shein_auth_states_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sync_state" ADD CONSTRAINT "shop_sync_state_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_account_id_marketplace_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."marketplace_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_open_account_id_marketplace_accounts_id_fk" FOREIGN KEY ("open_account_id") REFERENCES "public"."marketplace_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrollments" ADD CONSTRAINT "activity_enrollments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stock_records" ADD CONSTRAINT "activity_stock_records_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_ratings" ADD CONSTRAINT "delivery_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_snapshots" ADD CONSTRAINT "finance_snapshots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_daily" ADD CONSTRAINT "shop_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skcs" ADD CONSTRAINT "skcs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_daily_sales" ADD CONSTRAINT "sku_daily_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mk_accounts_uq" ON "marketplace_accounts" USING btree ("platform","kind","external_id");--> statement-breakpoint
CREATE INDEX "mk_accounts_boss_idx" ON "marketplace_accounts" USING btree ("boss_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_binds_uq" ON "pending_binds" USING btree ("boss_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_external_uq" ON "shops" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "shops_boss_idx" ON "shops" USING btree ("boss_id");--> statement-breakpoint
CREATE INDEX "notices_at_idx" ON "notices" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_at_idx" ON "order_lines" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "returns_at_idx" ON "returns" USING btree ("shop_id","outbound_at");--> statement-breakpoint
CREATE INDEX "reviews_at_idx" ON "reviews" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "skus_skc_idx" ON "skus" USING btree ("shop_id","skc_id");