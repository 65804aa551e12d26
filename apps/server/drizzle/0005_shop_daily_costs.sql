ALTER TABLE "shop_daily" ADD COLUMN "cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_daily" ADD COLUMN "costed_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_daily" ADD COLUMN "costed_sales_cents" bigint DEFAULT 0 NOT NULL;