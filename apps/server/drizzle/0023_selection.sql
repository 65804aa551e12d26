CREATE TABLE "selection_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"goods_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_path" text NOT NULL,
	"list_rank" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"review_count" integer NOT NULL,
	"rating" real NOT NULL,
	"competing_listings" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"daily_sales" jsonb NOT NULL,
	"sales_to" date NOT NULL,
	"source_price_fen" bigint NOT NULL,
	"source" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selection_searches" ADD CONSTRAINT "selection_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_products_uq" ON "selection_products" USING btree ("platform","goods_id");--> statement-breakpoint
CREATE INDEX "selection_products_cat_idx" ON "selection_products" USING btree ("platform","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_searches_uq" ON "selection_searches" USING btree ("user_id","name");