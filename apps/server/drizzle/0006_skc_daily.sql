CREATE TABLE "skc_daily" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"skc_id" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "skc_daily_shop_id_day_skc_id_pk" PRIMARY KEY("shop_id","day","skc_id")
);
--> statement-breakpoint
ALTER TABLE "skc_daily" ADD CONSTRAINT "skc_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;