-- Shops bound before shop_entitlements existed (0020) get their trial record: the marketplace shop's first
-- binding as the trial start and its current expiry, so unbinding (or deleting the account) and binding again
-- continues from there instead of starting a fresh trial. Rows that exist already are left alone.
INSERT INTO "shop_entitlements" ("platform", "external_id", "trial_started_at", "expire_at")
SELECT "platform", "external_id", min("created_at"), max("expire_at")
FROM "shops"
GROUP BY "platform", "external_id"
ON CONFLICT ("platform", "external_id") DO NOTHING;
