CREATE TABLE "shop_traffic_daily" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"exposure" integer NOT NULL,
	"clicks" integer NOT NULL,
	"visitors" integer NOT NULL,
	"add_to_cart" integer NOT NULL,
	"buyers" integer NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"device_id" integer,
	CONSTRAINT "shop_traffic_daily_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_traffic_daily" ADD CONSTRAINT "shop_traffic_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_traffic_daily" ADD CONSTRAINT "shop_traffic_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_traffic_daily" ADD CONSTRAINT "shop_traffic_daily_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;