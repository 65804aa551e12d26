ALTER TABLE "skcs" ADD COLUMN "first_sale_day" date;--> statement-breakpoint
UPDATE "skcs" k SET "first_sale_day" = f.d
  FROM (SELECT shop_id, skc_id, min(day) d FROM skc_daily WHERE units > 0 GROUP BY shop_id, skc_id) f
 WHERE k.shop_id = f.shop_id AND k.skc_id = f.skc_id;
