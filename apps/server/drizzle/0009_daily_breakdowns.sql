CREATE TABLE "shop_daily_category" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "shop_daily_category_shop_id_day_category_pk" PRIMARY KEY("shop_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "shop_daily_price" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "shop_daily_price_shop_id_day_band_pk" PRIMARY KEY("shop_id","day","band")
);
--> statement-breakpoint
ALTER TABLE "shop_daily_category" ADD CONSTRAINT "shop_daily_category_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_daily_price" ADD CONSTRAINT "shop_daily_price_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shop_daily_category" (shop_id, day, category, units, sales_cents)
SELECT d.shop_id, d.day, k.category, sum(d.units)::int, sum(d.sales_cents)::bigint
  FROM skc_daily d JOIN skcs k ON k.shop_id = d.shop_id AND k.skc_id = d.skc_id
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "shop_daily_price" (shop_id, day, band, units, sales_cents)
SELECT d.shop_id, d.day, greatest(1, width_bucket(s.price_cents, ARRAY[0, 1000, 2000, 5000, 10000]::bigint[]))::smallint,
       sum(d.units)::int, sum(d.sales_cents)::bigint
  FROM sku_daily_sales d JOIN skus s ON s.shop_id = d.shop_id AND s.sku_id = d.sku_id
 GROUP BY 1, 2, 3;
