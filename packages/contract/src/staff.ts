import { z } from 'zod';
import type { TErrorId } from './errors.js';
import { codeField, parseShopIds, passwordField, textField } from './fields.js';
import { PHONE_RE } from './limits.js';
import { PermissionIds, type TPermissionId } from './permissions.js';

const msg = (id: TErrorId) => id;

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

const optionalPassword = (required: TErrorId = 'ASSIGN_PASSWORD_EMPTY') =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField(required).optional());

/** The code that reached the staff member's phone: needed to enrol a phone not yet this BOSS's staff. */
const optionalCode = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), codeField('CODE_REQUIRED', 'CODE_WRONG').optional());

export const ZStaffRoleSchema = z.enum(['manager', 'finance', 'shipper', 'operator'], { error: msg('BAD_REQUEST') });
export type TStaffRole = z.infer<typeof ZStaffRoleSchema>;

export const ZStaffPhoneRequestSchema = z.object({ phone: assignPhoneField() });

/**
 * 店长/财务 assignment (管理员/店铺权限分配) without a code: replaces the shops and permissions of a
 * phone that is already this BOSS's staff (a new phone needs distributeShopToUser with its code).
 * A password, when given, changes the staff member's password.
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

/**
 * The staff code (59 s countdown) goes to the phone being added; `role` is what the BOSS is about to
 * make them, so a phone the save would refuse never gets an SMS.
 */
export const ZSendManagerCodeRequestSchema = z.object({
  phone: textField('MGR_PHONE_REQUIRED', 'ASSIGN_PHONE_INVALID', PHONE_RE, 11),
  role: ZStaffRoleSchema.default('manager'),
});

/**
 * Adds shops (and, from the assignment form, role and permissions) to a phone with the code that
 * reached it: the owner's consent. A new staff member sets their own password at first login, so a
 * password is refused for a new phone; for a known one it is a change and must be typed twice.
 */
export const ZAddManagerRequestSchema = z
  .object({
    phone: textField('MGR_PHONE_REQUIRED', 'ASSIGN_PHONE_INVALID', PHONE_RE, 11),
    code: codeField('CODE_REQUIRED'),
    shopIdStr: idList('MGR_SHOPS_REQUIRED').refine((a) => a.length > 0, { error: msg('MGR_SHOPS_REQUIRED') }),
    role: z.enum(['manager', 'finance'], { error: msg('BAD_REQUEST') }).optional(),
    /** Absent: a new phone gets none and a known one keeps theirs. */
    permissionIdList: permissionList().optional(),
    password: optionalPassword('PASSWORD_REQUIRED'),
    checkPass: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v === '' || v === null ? undefined : v),
      z
        .string({ error: msg('MGR_PASSWORD_MISMATCH') })
        .max(64, { error: msg('MGR_PASSWORD_MISMATCH') })
        .optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.password === undefined) {
      return;
    }
    if (b.checkPass === undefined) {
      ctx.addIssue({ code: 'custom', message: msg('MGR_CONFIRM_REQUIRED'), path: ['checkPass'] });
    } else if (b.checkPass !== b.password) {
      ctx.addIssue({ code: 'custom', message: msg('MGR_PASSWORD_MISMATCH'), path: ['checkPass'] });
    }
  });
export type TAddManagerRequest = z.output<typeof ZAddManagerRequestSchema>;

export const ZRemoveManagerRequestSchema = z.object({
  phone: assignPhoneField(),
  shopIdStr: idList('BAD_REQUEST').refine((a) => a.length > 0, { error: msg('BAD_REQUEST') }),
});

/** A shipper's new password, set by the BOSS (settingMgtUserPass). */
export const ZShipperRequestSchema = z.object({
  phone: assignPhoneField(),
  password: passwordField('ASSIGN_PASSWORD_EMPTY'),
});

/**
 * Adds a warehouse shipper (saveWorkerUser) with the code that reached their phone. They set their
 * own password at first login; a password sent here is refused.
 */
export const ZAddShipperRequestSchema = z.object({
  phone: assignPhoneField(),
  code: optionalCode(),
  password: optionalPassword(),
  /** The shops whose stock orders the shipper packs (Temu and Shein ids); absent: none yet (分配店铺 later). */
  shopIds: idList('ASSIGN_SHOPS_REQUIRED').optional(),
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
  /** Needed for a phone not yet this BOSS's staff (its owner's consent). */
  code: optionalCode(),
  /** Only for an existing operator (a change); a new one sets their own at first login. */
  password: optionalPassword(),
});
export type TSaveOperatorRequest = z.infer<typeof ZSaveOperatorRequestSchema>;

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

/** A shipper with the shops assigned to them (ids of the tenant's shops, ascending). */
export const ZShipperListSchema = z.array(
  z.object({ username: z.string(), createdAt: z.string(), shopIds: z.array(z.number()) }),
);

export const ZOptionListSchema = z.array(z.object({ value: z.number().int(), label: z.string() }));

export const ZOperatorSchema = z.object({
  worker_id: z.number().int(),
  account: z.string(),
  entity: z.array(z.number().int()),
  shop_id: z.array(z.number().int()),
});
export const ZOperatorListSchema = z.array(ZOperatorSchema);
