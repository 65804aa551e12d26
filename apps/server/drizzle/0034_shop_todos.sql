CREATE TABLE "shop_todos" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"price_declaring" integer NOT NULL,
	"abnormal" integer NOT NULL,
	"returns_pending" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_todos" ADD CONSTRAINT "shop_todos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;