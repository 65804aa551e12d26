DROP INDEX "stock_orders_shop_purchase_idx";--> statement-breakpoint
CREATE INDEX "stock_orders_list_idx" ON "stock_orders" USING btree ("shop_id","purchase_at" DESC NULLS LAST,"order_sn");