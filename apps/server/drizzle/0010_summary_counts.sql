ALTER TABLE "shop_stock_summary" ADD COLUMN "skc_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "sku_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "on_shelf" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "first_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "has_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "refunds_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "first_sale_day" date;--> statement-breakpoint
UPDATE "skus" s SET "first_sale_day" = f.d
  FROM (SELECT shop_id, sku_id, min(day) d FROM sku_daily_sales WHERE units > 0 GROUP BY shop_id, sku_id) f
 WHERE s.shop_id = f.shop_id AND s.sku_id = f.sku_id;
--> statement-breakpoint
-- Rows made before these columns existed would read as zeros: recompute them on the next read.
DELETE FROM "shop_stock_summary";
