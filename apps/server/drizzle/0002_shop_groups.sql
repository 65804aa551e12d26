CREATE TABLE "shop_group_members" (
	"group_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "shop_group_members_group_id_shop_id_pk" PRIMARY KEY("group_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_group_members" ADD CONSTRAINT "shop_group_members_group_id_shop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."shop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_members" ADD CONSTRAINT "shop_group_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_groups" ADD CONSTRAINT "shop_groups_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_groups_name_uq" ON "shop_groups" USING btree ("boss_id","name");--> statement-breakpoint
CREATE INDEX "shop_groups_boss_idx" ON "shop_groups" USING btree ("boss_id");