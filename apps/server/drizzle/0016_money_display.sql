ALTER TABLE "shop_stock_summary" ADD COLUMN "costed_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "dead_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock_summary" ADD COLUMN "dead_costed_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
-- The summaries are a cache: recomputed on the next read with the new coverage columns.
DELETE FROM "shop_stock_summary";
