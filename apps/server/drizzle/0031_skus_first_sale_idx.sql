DROP INDEX "skus_skc_idx";--> statement-breakpoint
CREATE INDEX "skus_skc_idx" ON "skus" USING btree ("shop_id","skc_id","first_sale_day");