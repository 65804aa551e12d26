CREATE TABLE "gpsr_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gpsr_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_sku_gpsr" (
	"boss_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"gpsr_id" integer NOT NULL,
	CONSTRAINT "label_sku_gpsr_shop_id_sku_id_pk" PRIMARY KEY("shop_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "label_sku_templates" (
	"boss_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"kind" text NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "label_sku_templates_shop_id_sku_id_kind_pk" PRIMARY KEY("shop_id","sku_id","kind")
);
--> statement-breakpoint
CREATE TABLE "label_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boss_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gpsr_templates" ADD CONSTRAINT "gpsr_templates_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_gpsr" ADD CONSTRAINT "label_sku_gpsr_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_gpsr" ADD CONSTRAINT "label_sku_gpsr_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_gpsr" ADD CONSTRAINT "label_sku_gpsr_gpsr_id_gpsr_templates_id_fk" FOREIGN KEY ("gpsr_id") REFERENCES "public"."gpsr_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_templates" ADD CONSTRAINT "label_sku_templates_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_templates" ADD CONSTRAINT "label_sku_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_sku_templates" ADD CONSTRAINT "label_sku_templates_template_id_label_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."label_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_templates" ADD CONSTRAINT "label_templates_boss_id_users_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gpsr_templates_boss_idx" ON "gpsr_templates" USING btree ("boss_id");--> statement-breakpoint
CREATE INDEX "label_sku_gpsr_gpsr_idx" ON "label_sku_gpsr" USING btree ("gpsr_id");--> statement-breakpoint
CREATE INDEX "label_sku_gpsr_sku_idx" ON "label_sku_gpsr" USING btree ("boss_id","sku_id");--> statement-breakpoint
CREATE INDEX "label_sku_templates_tpl_idx" ON "label_sku_templates" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "label_sku_templates_sku_idx" ON "label_sku_templates" USING btree ("boss_id","sku_id");--> statement-breakpoint
CREATE INDEX "label_templates_boss_idx" ON "label_templates" USING btree ("boss_id","kind");