CREATE TABLE "review_rolling" (
	"shop_id" integer NOT NULL,
	"win" smallint NOT NULL,
	"skc_id" text NOT NULL,
	"n" integer NOT NULL,
	"stars" integer NOT NULL,
	"bad" integer NOT NULL,
	CONSTRAINT "review_rolling_shop_id_win_skc_id_pk" PRIMARY KEY("shop_id","win","skc_id")
);
--> statement-breakpoint
CREATE TABLE "sales_mix_rolling" (
	"shop_id" integer NOT NULL,
	"win" smallint NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"sales_cny" double precision,
	CONSTRAINT "sales_mix_rolling_shop_id_win_dim_key_pk" PRIMARY KEY("shop_id","win","dim","key")
);
--> statement-breakpoint
ALTER TABLE "review_rolling" ADD CONSTRAINT "review_rolling_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_mix_rolling" ADD CONSTRAINT "sales_mix_rolling_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rolling rows are a cache: until a shop's next sync fills the new tables, its cards read the daily rows.
DELETE FROM "rolling_state";
