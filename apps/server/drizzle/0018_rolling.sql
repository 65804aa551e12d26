CREATE TABLE "rolling_state" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"cny_complete" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skc_rolling" (
	"shop_id" integer NOT NULL,
	"win" smallint NOT NULL,
	"skc_id" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"sales_cny" double precision,
	CONSTRAINT "skc_rolling_shop_id_win_skc_id_pk" PRIMARY KEY("shop_id","win","skc_id")
);
--> statement-breakpoint
ALTER TABLE "rolling_state" ADD CONSTRAINT "rolling_state_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skc_rolling" ADD CONSTRAINT "skc_rolling_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;