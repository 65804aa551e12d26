CREATE TABLE "fx_daily_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"per_eur" numeric(18, 8) NOT NULL,
	"published_day" date NOT NULL,
	CONSTRAINT "fx_daily_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"per_eur" numeric(18, 8) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
