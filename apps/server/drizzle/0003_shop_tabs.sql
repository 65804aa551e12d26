CREATE TABLE "shop_display_names" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"boss_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tab_state" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sort" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_tab_state_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "shop_display_names" ADD CONSTRAINT "shop_display_names_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_display_names" ADD CONSTRAINT "shop_display_names_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tab_state" ADD CONSTRAINT "shop_tab_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tab_state" ADD CONSTRAINT "shop_tab_state_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_display_names_uq" ON "shop_display_names" USING btree ("boss_id","display_name");--> statement-breakpoint
CREATE INDEX "shop_tab_state_shop_idx" ON "shop_tab_state" USING btree ("shop_id");