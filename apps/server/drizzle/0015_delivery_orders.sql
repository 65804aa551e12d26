CREATE TABLE "delivery_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"user_id" integer,
	"idem_key" text NOT NULL,
	"action" text NOT NULL,
	"request" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ship_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"delivery_sn" text NOT NULL,
	"stock_order_sn" text NOT NULL,
	"market_status" integer NOT NULL,
	"packed" boolean DEFAULT false NOT NULL,
	"package_count" integer DEFAULT 1 NOT NULL,
	"express_company_id" integer,
	"express_company" text,
	"tracking_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"rejected_qty" integer DEFAULT 0 NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"order_sn" text NOT NULL,
	"skc_id" text NOT NULL,
	"product_name" text NOT NULL,
	"picture" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"warehouse_name" text NOT NULL,
	"purchase_at" timestamp with time zone NOT NULL,
	"required_day" date NOT NULL,
	"market_status" integer NOT NULL,
	"ship_type" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"skus" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_orders" ADD CONSTRAINT "ship_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_actions_uq" ON "delivery_actions" USING btree ("boss_id","idem_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_orders_uq" ON "ship_orders" USING btree ("shop_id","delivery_sn");--> statement-breakpoint
CREATE INDEX "ship_orders_stock_idx" ON "ship_orders" USING btree ("shop_id","stock_order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_orders_uq" ON "stock_orders" USING btree ("shop_id","order_sn");--> statement-breakpoint
CREATE INDEX "stock_orders_shop_purchase_idx" ON "stock_orders" USING btree ("shop_id","purchase_at");