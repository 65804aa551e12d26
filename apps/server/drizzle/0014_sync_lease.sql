ALTER TABLE "shop_sync_state" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "shop_sync_state" ADD COLUMN "lease_until" timestamp with time zone;