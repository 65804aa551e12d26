CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"value_fen" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"owner_boss_id" integer,
	"redeemed_at" timestamp with time zone,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_order_shops" (
	"order_id" integer NOT NULL,
	"shop_id" integer,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"expire_before" timestamp with time zone,
	"expire_after" timestamp with time zone,
	CONSTRAINT "renewal_order_shops_order_id_platform_external_id_pk" PRIMARY KEY("order_id","platform","external_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"boss_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pay_type" integer NOT NULL,
	"months" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"coupon_value_fen" integer NOT NULL,
	"coupon_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"amount_fen" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"temu_uid" text,
	"pay_url" text,
	"expire_at" timestamp with time zone NOT NULL,
	"provider_trade_no" text,
	"paid_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"paid_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_entitlements" (
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"trial_started_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	CONSTRAINT "shop_entitlements_platform_external_id_pk" PRIMARY KEY("platform","external_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_boss_id_users_id_fk" FOREIGN KEY ("owner_boss_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_renewal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."renewal_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_order_shops" ADD CONSTRAINT "renewal_order_shops_order_id_renewal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."renewal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_order_shops" ADD CONSTRAINT "renewal_order_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_orders" ADD CONSTRAINT "renewal_orders_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_payments" ADD CONSTRAINT "renewal_payments_order_id_renewal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."renewal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_boss_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_orders_no_uq" ON "renewal_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "renewal_orders_boss_idx" ON "renewal_orders" USING btree ("boss_id","created_at");--> statement-breakpoint
CREATE INDEX "renewal_orders_open_idx" ON "renewal_orders" USING btree ("state","expire_at") WHERE "renewal_orders"."state" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_payments_order_uq" ON "renewal_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_payments_trade_uq" ON "renewal_payments" USING btree ("provider","provider_trade_no");