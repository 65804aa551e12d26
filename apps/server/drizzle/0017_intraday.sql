CREATE TABLE "shop_intraday" (
	"shop_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "shop_intraday_shop_id_at_pk" PRIMARY KEY("shop_id","at")
);
--> statement-breakpoint
ALTER TABLE "shop_intraday" ADD CONSTRAINT "shop_intraday_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;