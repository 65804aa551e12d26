CREATE TABLE "shop_stock_summary" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"as_of" date,
	"units" integer NOT NULL,
	"cost_total" bigint NOT NULL,
	"dead_count" integer NOT NULL,
	"dead_value" bigint NOT NULL,
	"in_risk" integer NOT NULL,
	"in_stock" integer NOT NULL,
	"risk_list" jsonb NOT NULL,
	"sold_out_list" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD CONSTRAINT "shop_stock_summary_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;