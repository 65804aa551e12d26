CREATE TABLE "monthly_state" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"cny_complete" boolean NOT NULL,
	CONSTRAINT "monthly_state_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
CREATE TABLE "skc_monthly" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"skc_id" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"sales_cny" double precision,
	CONSTRAINT "skc_monthly_shop_id_month_skc_id_pk" PRIMARY KEY("shop_id","month","skc_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_state" ADD CONSTRAINT "monthly_state_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skc_monthly" ADD CONSTRAINT "skc_monthly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;