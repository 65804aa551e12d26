import { z } from 'zod';
import { issue } from './errors.js';
import { parseShopIds } from './fields.js';
import { Limits, lengthUnits } from './limits.js';
import { ZOpLogLineSchema } from './op-log.js';

/** The four panel lists tabs are dragged within (spec §2); a shop belongs to exactly one. */
export const ShopTabLists = ['temuFull', 'temuSemi', 'sheinFull', 'sheinSemi'] as const;
export type TShopTabList = (typeof ShopTabLists)[number];

export const shopTabListOf = (platform: 'temu' | 'shein', semiManaged: boolean): TShopTabList =>
  `${platform}${semiManaged ? 'Semi' : 'Full'}` as TShopTabList;

/** Tabs show at most 8 double-byte characters (16 units), then '…'. */
export const shortShopName = (name: string, maxUnits = 16): string => {
  if (lengthUnits(name) <= maxUnits) {
    return name;
  }
  let out = '';
  for (const ch of name) {
    if (lengthUnits(out + ch) > maxUnits) {
      break;
    }
    out += ch;
  }
  return `${out}…`;
};

/** 'id1,id2' or a list, as the request layer reads shopIds. */
const idList = (required: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : parseShopIds(v)),
    z
      .array(z.number().int().positive(), { error: issue('BAD_REQUEST') })
      .refine((a) => !required || a.length > 0, { error: issue('SHOP_EMPTY') }),
  );

/** A list left out is untouched; one sent empty ('' or []) goes back to the default order. */
const orderList = () =>
  z.preprocess(
    (v) => (v === undefined ? undefined : v === '' || v === null ? [] : parseShopIds(v)),
    z.array(z.number().int().positive(), { error: issue('BAD_REQUEST') }).optional(),
  );

export const ZSetShopTabOrderRequestSchema = z
  .object({ temuFull: orderList(), temuSemi: orderList(), sheinFull: orderList(), sheinSemi: orderList() })
  .refine((o) => ShopTabLists.some((k) => o[k] !== undefined), { error: issue('BAD_REQUEST') });
export type TShopTabOrder = z.infer<typeof ZSetShopTabOrderRequestSchema>;

export const ZHideShopsRequestSchema = z.object({ shopIds: idList(true) });
/** Checked shops none of which is hidden answer '暂无可恢复店铺~'; an empty list is 'shop is empty'. */
export const ZRestoreShopsRequestSchema = z.object({ shopIds: idList(true) });

export const ZRenameShopRequestSchema = z.object({
  shopId: z.coerce
    .number({ error: issue('SHOP_EMPTY') })
    .int()
    .positive({ error: issue('SHOP_EMPTY') }),
  mallName: z
    .string({ error: issue('SHOP_NAME_EMPTY') })
    .trim()
    .min(1, { error: issue('SHOP_NAME_EMPTY') })
    .refine((s) => lengthUnits(s) <= Limits.shopNameMaxUnits, { error: issue('SHOP_NAME_TOO_LONG') }),
});

/** A tab as the seed's panel reads it; mallName is the BOSS's rename when there is one. */
export const ZShopTabSchema = z.object({
  mallId: z.number().int(),
  mallName: z.string(),
  mallNameDis: z.string(),
  mallNameNative: z.string(),
  platformType: z.enum(['temu', 'shein']),
  isSemiManagedMall: z.boolean(),
  isClose: z.boolean(),
  sort: z.number().int(),
  expireDate: z.string().nullable(),
  temuUid: z.string().nullable(),
  /** Spec §3 sumnum: 异常 + 退货 (listings flagged abnormal plus return packages on their way back); null: not known. */
  sumnum: z.number().int().nullable(),
});
export type TShopTab = z.infer<typeof ZShopTabSchema>;

export const ZShopTabMapSchema = z.object({
  shown: z.array(ZShopTabSchema),
  closed: z.array(ZShopTabSchema),
  order: z.object({
    temuFull: z.array(z.number().int()),
    temuSemi: z.array(z.number().int()),
    sheinFull: z.array(z.number().int()),
    sheinSemi: z.array(z.number().int()),
  }),
});
export type TShopTabMap = z.infer<typeof ZShopTabMapSchema>;

export const ZExpiredShopListSchema = z.array(
  z.object({ shopId: z.number().int(), mallName: z.string(), expireDate: z.string(), expired: z.literal(true) }),
);

/** shopId: one id, a comma list, or 100 for all visible shops; dayBeforeExpired 0 expired, 1 within 24 h. */
export const ZCheckExpireRequestSchema = z.object({
  shopId: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : parseShopIds(typeof v === 'number' ? [v] : v)),
    z.array(z.number().int().positive(), { error: issue('SHOP_EMPTY') }).min(1, { error: issue('SHOP_EMPTY') }),
  ),
  dayBeforeExpired: z.coerce.number({ error: issue('BAD_REQUEST') }).pipe(z.union([z.literal(0), z.literal(1)])),
});

export const ZOperationLogRequestSchema = z.object({
  pageIndex: z.coerce
    .number({ error: issue('BAD_REQUEST') })
    .int()
    .min(1)
    .default(1),
  pageSize: z.coerce
    .number({ error: issue('BAD_REQUEST') })
    .int()
    .min(1)
    .max(50)
    .default(Limits.pageSize),
});
export const ZOperationLogSchema = z.object({
  total: z.number().int(),
  list: z.array(
    z.object({
      operator: z.string(),
      /** The line in zh-CN (`text` rendered with the catalogue's words). */
      detail: z.string(),
      /** The line as catalogue ids and values: the web shows it in the UI language. */
      text: ZOpLogLineSchema,
      shopName: z.string(),
      at: z.string(),
    }),
  ),
});

/** 今日不再提示: the Beijing day the user ticked it (the server accepts today ±1 for clock skew). */
export const ZCloseExpiryWarningRequestSchema = z.object({
  day: z.string({ error: issue('BAD_REQUEST') }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: issue('BAD_REQUEST') }),
});
