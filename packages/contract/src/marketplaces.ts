import { z } from 'zod';
import { issue } from './errors.js';
import { boolField, textField } from './fields.js';
import { PHONE_RE } from './limits.js';

/** Temu main account: its phone and marketplace password (any text; Temu's own rules apply there). */
const temuPhone = () => textField('BIND_CREDENTIALS_REQUIRED', 'PHONE_FORMAT', PHONE_RE, 11);
const temuPassword = () => textField('BIND_CREDENTIALS_REQUIRED', 'FIELD_TOO_LONG', undefined, 64);

export const ZSendTemuCodeRequestSchema = z.object({
  phone: temuPhone(),
  password: temuPassword(),
  isRebind: boolField(),
});
export const ZSendTemuCodeResponseSchema = z.object({
  /** false: the account logged in without a code and binding has started ('绑定成功，无需等待验证码'). */
  needCode: z.boolean(),
  countdown: z.number().int(),
});

export const ZBindAccountRequestSchema = z.object({
  phone: temuPhone(),
  password: temuPassword(),
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: issue('BIND_CODE_REQUIRED') })
      .trim()
      .min(1, { error: issue('BIND_CODE_REQUIRED') })
      .max(8, { error: issue('CODE_WRONG') }),
  ),
  isRebind: boolField(),
});
export type TBindAccountRequest = z.infer<typeof ZBindAccountRequestSchema>;

/** What the bind topics (web_test / web_bind_error / web_bind_finish) carry. */
export const ZBindMessageSchema = z.object({
  phone: z.string(),
  msg: z.string(),
  /** The catalogue id of msg and the values it was filled with: clients translate the id. */
  msgId: z.string().optional(),
  msgParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  firstShopId: z.number().int().nullable(),
});
export type TBindMessage = z.infer<typeof ZBindMessageSchema>;

export const TemuRegions = ['CN', 'PA', 'US', 'EU', 'GLOBAL'] as const;
export const ZTemuOpenTokenRequestSchema = z.object({
  region: z.enum(TemuRegions, { error: '请选择站点' }),
  accessToken: textField('BAD_REQUEST', 'FIELD_INVALID', /^[A-Za-z0-9_-]{16,128}$/, 128),
});

/** bindTemuOpenToken: the shop the token opened. */
export const ZOpenTokenResultSchema = z.object({
  shopId: z.number(),
  mallName: z.string(),
  expiresAt: z.string().nullable(),
});

export const ZSheinAuthUrlRequestSchema = z.object({
  clientId: textField('BAD_REQUEST', 'BAD_REQUEST', /^[A-Za-z0-9_-]{6,64}$/, 64),
});
export const ZSheinBindMessageSchema = z.object({
  ok: z.boolean(),
  msg: z.string(),
  msgId: z.string().optional(),
  shopIds: z.array(z.number().int()),
});

export const ZDeleteTemuAccountRequestSchema = z.object({
  accountId: z.coerce
    .number({ error: issue('BAD_REQUEST') })
    .int()
    .positive({ error: issue('BAD_REQUEST') }),
});
export const ZUnbindSheinShopRequestSchema = z.object({
  shopId: z.coerce
    .number({ error: issue('SHOP_EMPTY') })
    .int()
    .positive({ error: issue('SHOP_EMPTY') }),
});
export const ZShopRefreshRequestSchema = ZUnbindSheinShopRequestSchema;
/**
 * What a manual refresh queued: 'full' (every stream over the whole history) when the shop's last full sync is
 * older than the 30-minute full-refresh window (Limits.fullRefreshWindowMs), else 'incremental' (recent days).
 */
export const ZShopRefreshResultSchema = z.object({ mode: z.enum(['full', 'incremental']) });

const ZBoundShop = z.object({
  shopId: z.number().int(),
  mallName: z.string(),
  semiManaged: z.boolean(),
  expireDate: z.string().nullable(),
  expired: z.boolean(),
});
export const ZTemuAccountListSchema = z.array(
  z.object({
    accountId: z.number().int(),
    /** temu_seller: a main account (phone); temu_open: a pasted Open API token for one mall. */
    kind: z.enum(['temu_seller', 'temu_open']),
    temuUid: z.string(),
    phone: z.string(),
    status: z.enum(['active', 'needs_relogin', 'revoked']),
    shops: z.array(ZBoundShop),
  }),
);
export const ZSheinShopListSchema = z.array(ZBoundShop.extend({ supplierId: z.string() }));

export const SyncStatuses = ['queued', 'running', 'ok', 'error', 'needs_relogin'] as const;
/**
 * Why the last run did not finish, for the user (translated by the web, never the raw text): the marketplace's
 * rate limit put it off (it runs again by itself), the marketplace could not be reached or was busy, it
 * refused the request, or our side failed.
 */
export const SyncErrorKinds = ['rateLimited', 'unavailable', 'rejected', 'internal'] as const;
export type TSyncErrorKind = (typeof SyncErrorKinds)[number];
export const ZShopSyncStatusSchema = z.array(
  z.object({
    shopId: z.number().int(),
    platform: z.enum(['temu', 'shein']),
    mallName: z.string(),
    status: z.enum(SyncStatuses),
    lastSuccessAt: z.string().nullable(),
    lastFullSyncAt: z.string().nullable(),
    lastError: z.string().nullable(),
    /** Set while the last run ended without success (status error, or queued again after a rate limit). */
    errorKind: z.enum(SyncErrorKinds).nullable(),
    /** The marketplace's own code of that failure (e.g. openapi00007), for support; null when none. */
    errorCode: z.string().nullable(),
    rowsSynced: z.number(),
    /** The Temu main account's session or the pasted token ends then; null when unknown. */
    credentialExpiresAt: z.string().nullable(),
    needsRelogin: z.boolean(),
  }),
);
export type TShopSyncStatus = z.infer<typeof ZShopSyncStatusSchema>[number];

/** The BOSS's shop list until the shops issue adds groups, tabs and order. */
export const ZShopListSchema = z.array(
  z.object({
    mallId: z.number().int(),
    mallName: z.string(),
    platformType: z.enum(['temu', 'shein']),
    isSemiManagedMall: z.boolean(),
    temuUid: z.string().nullable(),
    expireDate: z.string().nullable(),
    /** Spec §3 sumnum: 异常 + 退货 from the shop's last to-do read; null while none was read. */
    sumnum: z.number().int().nullable(),
  }),
);
export type TShopListItem = z.infer<typeof ZShopListSchema>[number];
