import { z } from 'zod';
import { Errors, type TErrorId } from './errors.js';
import { codeField, parseShopIds, passwordField, textField } from './fields.js';
import { PHONE_RE } from './limits.js';
import { PermissionIds, type TPermissionId } from './permissions.js';

const msg = (id: TErrorId) => Errors[id].msg;

/**
 * The assignment phone (spec §5 Assignment): empty → 手机号不能为空, not 11 digits → 请输入正确的手机号,
 * 11 digits that are not 1[3-9]xxxxxxxxx → 请输入有效的手机号.
 */
export const assignPhoneField = () =>
  textField('ASSIGN_PHONE_EMPTY', 'ASSIGN_PHONE_FORMAT', /^\d{11}$/, 11).refine((p) => PHONE_RE.test(p), {
    error: msg('ASSIGN_PHONE_INVALID'),
  });

/** A list given as 'a,b' or an array; empty → []. Bad entries fail with `bad`. */
const idList = (bad: TErrorId) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : (parseShopIds(v) ?? v)),
    z.array(z.number().int().positive(), { error: msg(bad) }).max(1000, { error: msg(bad) }),
  );

/** permissionIdList: '1,3' or ['1','3']; only the ids 1-4. */
const permissionList = () =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined || v === null
        ? []
        : (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean),
    z
      .array(z.enum(PermissionIds as [TPermissionId, ...TPermissionId[]], { error: msg('BAD_REQUEST') }))
      .max(4, { error: msg('BAD_REQUEST') })
      .transform((a) => [...new Set(a)].sort()),
  );

const optionalPassword = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField('ASSIGN_PASSWORD_EMPTY').optional());

export const ZStaffPhoneRequestSchema = z.object({ phone: assignPhoneField() });

/**
 * 店长/财务 assignment (管理员/店铺权限分配): replaces the phone's shops and permissions with these.
 * The password is needed for a new phone; for a known one it changes the password when given.
 */
export const ZAssignManagerRequestSchema = z
  .object({
    phone: assignPhoneField(),
    role: z.enum(['manager', 'finance'], { error: msg('BAD_REQUEST') }).default('manager'),
    permissionIdList: permissionList(),
    password: optionalPassword(),
    temuShopIdList: idList('ASSIGN_SHOPS_REQUIRED'),
    sheinShopIdList: idList('ASSIGN_SHOPS_REQUIRED'),
  })
  .refine((b) => b.temuShopIdList.length + b.sheinShopIdList.length > 0, {
    error: msg('ASSIGN_SHOPS_REQUIRED'),
    path: ['temuShopIdList'],
  });
export type TAssignManagerRequest = z.infer<typeof ZAssignManagerRequestSchema>;

/** Add store manager modal: the manager's own SMS code proves the phone is theirs (59 s countdown). */
export const ZSendManagerCodeRequestSchema = z.object({
  phone: textField('MGR_PHONE_REQUIRED', 'ASSIGN_PHONE_INVALID', PHONE_RE, 11),
});
export const ZAddManagerRequestSchema = z
  .object({
    phone: textField('MGR_PHONE_REQUIRED', 'ASSIGN_PHONE_INVALID', PHONE_RE, 11),
    password: passwordField('PASSWORD_REQUIRED'),
    checkPass: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: msg('MGR_CONFIRM_REQUIRED') })
        .min(1, { error: msg('MGR_CONFIRM_REQUIRED') })
        .max(64, { error: msg('MGR_PASSWORD_MISMATCH') }),
    ),
    code: codeField('CODE_REQUIRED'),
    shopIdStr: idList('MGR_SHOPS_REQUIRED').refine((a) => a.length > 0, { error: msg('MGR_SHOPS_REQUIRED') }),
  })
  .refine((b) => b.password === b.checkPass, { error: msg('MGR_PASSWORD_MISMATCH'), path: ['checkPass'] });

export const ZRemoveManagerRequestSchema = z.object({
  phone: assignPhoneField(),
  shopIdStr: idList('BAD_REQUEST').refine((a) => a.length > 0, { error: msg('BAD_REQUEST') }),
});

/** Warehouse shipper: phone and password (uses the mobile app). */
export const ZShipperRequestSchema = z.object({
  phone: assignPhoneField(),
  password: passwordField('ASSIGN_PASSWORD_EMPTY'),
});

/** Operators: main-account entities and shops; -1 in a list means 'all' (select-all). */
const entityOrAll = (required: TErrorId) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z
      .array(z.coerce.number({ error: msg(required) }).int({ error: msg(required) }), { error: msg(required) })
      .max(1000, { error: msg(required) })
      .refine((a) => a.length > 0, { error: msg(required) })
      .refine((a) => a.every((n) => n === -1 || n > 0), { error: msg(required) }),
  );
export const ZOperatorShopsRequestSchema = z.object({ entityStr: entityOrAll('OPERATOR_ENTITY_REQUIRED') });
export const ZOperatorIdRequestSchema = z.object({
  workId: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .positive({ error: msg('BAD_REQUEST') }),
});
export const ZSaveOperatorRequestSchema = z.object({
  phone: assignPhoneField(),
  entityStr: entityOrAll('OPERATOR_ENTITY_REQUIRED'),
  shopIdStr: entityOrAll('OPERATOR_SHOP_REQUIRED'),
  password: optionalPassword(),
});
export type TSaveOperatorRequest = z.infer<typeof ZSaveOperatorRequestSchema>;

export const ZStaffRoleSchema = z.enum(['manager', 'finance', 'shipper', 'operator']);

/** checkUserWorkerPhone: null for a phone new to this BOSS, else what the form loads. */
export const ZKnownStaffSchema = z
  .object({
    role: ZStaffRoleSchema,
    passwordSet: z.boolean(),
    temuShopIdList: z.array(z.number().int()),
    sheinShopIdList: z.array(z.number().int()),
    permissionIdList: z.array(z.string()),
  })
  .nullable();

export const ZWorkerShopsSchema = z.object({
  temuShopIdList: z.array(z.number().int()),
  sheinShopIdList: z.array(z.number().int()),
});

/** 'a password is set' replaces the spec's 'current password shown': only Argon2id hashes are kept. */
export const ZWorkerPasswordSchema = z.object({
  passwordSet: z.boolean(),
  passwordChangedAt: z.string().nullable(),
});

export const ZDistributeShopSchema = z.array(
  z.object({
    mallId: z.number().int(),
    mallName: z.string(),
    platformType: z.enum(['temu', 'shein']),
    isSemiManagedMall: z.boolean(),
    /** The main account's phone (Temu) or the seller name (Shein). */
    accountPhone: z.string().nullable(),
    temuUid: z.string().nullable(),
    expireDate: z.string().nullable(),
    /** Comma-joined phones of the managers/finance with access (spec §3 phoneStr). */
    phoneStr: z.string(),
    managers: z.array(
      z.object({ phone: z.string(), role: z.enum(['manager', 'finance']), permissionIdList: z.array(z.string()) }),
    ),
  }),
);
export type TDistributeShop = z.infer<typeof ZDistributeShopSchema>[number];

export const ZTemuUidRequestSchema = z.object({
  temuUid: textField('BAD_REQUEST', 'BAD_REQUEST', /^[\w.-]{1,64}$/, 64),
});

export const ZShipperListSchema = z.array(z.object({ username: z.string(), createdAt: z.string() }));

export const ZOptionListSchema = z.array(z.object({ value: z.number().int(), label: z.string() }));

export const ZOperatorSchema = z.object({
  worker_id: z.number().int(),
  account: z.string(),
  entity: z.array(z.number().int()),
  shop_id: z.array(z.number().int()),
});
export const ZOperatorListSchema = z.array(ZOperatorSchema);

/** The shop info panel (clicking the selected shop): identity, expiry, sync and the last 30 days. */
export const ZShopInfoRequestSchema = z.object({
  shopId: z.preprocess(
    (v) => (typeof v === 'string' && v.includes('-') ? v.slice(v.lastIndexOf('-') + 1) : v),
    z.coerce
      .number({ error: msg('BAD_REQUEST') })
      .int()
      .positive({ error: msg('BAD_REQUEST') }),
  ),
});
export const ZShopInfoSchema = z.object({
  mallId: z.number().int(),
  mallName: z.string(),
  mallNameNative: z.string(),
  platformType: z.enum(['temu', 'shein']),
  isSemiManagedMall: z.boolean(),
  accountPhone: z.string().nullable(),
  expireDate: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  phoneStr: z.string(),
  expired: z.boolean(),
  /** null while the shop is expired: its figures wait behind the renewal prompt. */
  last30: z
    .object({
      from: z.string(),
      to: z.string(),
      salesCents: z.number().int(),
      units: z.number().int(),
      /** Units sold whose SKU had a cost on that day, over all units: profit is only as good as this. */
      costCoverage: z.number(),
      /** Cost fields: present only for users with lookCost. */
      costCents: z.number().int().optional(),
      profitCents: z.number().int().optional(),
    })
    .nullable(),
});
export type TShopInfo = z.infer<typeof ZShopInfoSchema>;

/** Cost of one SKU from a day on (inline entry); yuan with up to 2 decimals. */
export const ZSetSkuCostRequestSchema = z.object({
  shopId: ZShopInfoRequestSchema.shape.shopId,
  skuId: textField('BAD_REQUEST', 'BAD_REQUEST', /^[\w.-]{1,64}$/, 64),
  cost: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: '请输入成本价' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: '成本价格式不正确' }),
  ),
  effectiveFrom: z
    .string({ error: msg('BAD_REQUEST') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('BAD_REQUEST') })
    .optional(),
});

/** Product info list (one row per SKU) of a shop, all shops (100) or a group (shopIds), searched and paged. */
export const ZProductInfoRequestSchema = z.object({
  shopId: ZShopInfoRequestSchema.shape.shopId,
  shopIds: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (parseShopIds(v) ?? v)),
    z
      .array(z.number().int().positive(), { error: msg('BAD_REQUEST') })
      .min(1)
      .max(500)
      .optional(),
  ),
  keyword: z
    .string({ error: msg('BAD_REQUEST') })
    .trim()
    .max(100, { error: msg('FIELD_TOO_LONG') })
    .optional(),
  pageIndex: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .min(1)
    .default(1),
  pageSize: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .min(1)
    .max(100)
    .default(10),
});
export const ZProductInfoSchema = z.object({
  total: z.number().int(),
  /** Product info payload (§3): the scope's sales of the last 30 days to yesterday, in cents. */
  salesTotal: z.number().optional(),
  /** SKUs of the scope without a cost today: profit leaves them out. */
  costIsNullTotal: z.number().int().optional(),
  /** Every SKU of the scope, whatever the search (total counts the search's matches). */
  skuTotal: z.number().int().optional(),
  list: z.array(
    z.object({
      mallId: z.number().int(),
      skuId: z.string(),
      skcId: z.string(),
      productName: z.string(),
      /** The marketplace's name (productName is the seller's own when set). */
      originalName: z.string(),
      imageUrl: z.string().nullable(),
      className: z.string(),
      extCode: z.string().nullable(),
      priceCents: z.number().int(),
      units30: z.number().int(),
      salesCents30: z.number().int(),
      /** Today's cost in cents (null: none entered); only with lookCost. */
      costCents: z.number().int().nullable().optional(),
    }),
  ),
});

/** Batch cost entry (the Excel import sends its rows here): up to 5000 SKU costs at once. */
export const ZImportCostsRequestSchema = z.object({
  // Form-encoded clients send the rows as JSON text.
  rows: z.preprocess(
    (v) => {
      if (typeof v !== 'string') {
        return v;
      }
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(ZSetSkuCostRequestSchema, { error: msg('BAD_REQUEST') })
      .min(1, { error: msg('BAD_REQUEST') })
      .max(5000, { error: msg('BAD_REQUEST') }),
  ),
});

/**
 * Keys that carry cost or profit anywhere in a reply. The server removes them for users without
 * lookCost; a new cost-bearing field must be named here (the authz matrix checks replies for them).
 */
export const CostFieldKeys = [
  'cost',
  'costCents',
  'costPrice',
  'costTotal',
  'profit',
  'profitCents',
  'profitTotal',
  'profitRate',
  'totalValue',
] as const;
