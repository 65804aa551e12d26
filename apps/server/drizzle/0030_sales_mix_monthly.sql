CREATE TABLE "sales_mix_monthly" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"sales_cny" double precision,
	CONSTRAINT "sales_mix_monthly_shop_id_month_dim_key_pk" PRIMARY KEY("shop_id","month","dim","key")
);
--> statement-breakpoint
ALTER TABLE "sales_mix_monthly" ADD CONSTRAINT "sales_mix_monthly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Months are rebuilt by the next refresh of each shop (sync/monthly.ts rewrites all months of a shop without any);
-- until then custom ranges read the daily rows.
DELETE FROM "monthly_state";
