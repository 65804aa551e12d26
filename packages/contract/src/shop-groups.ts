import { z } from 'zod';
import { issue } from './errors.js';
import { parseShopIds } from './fields.js';
import { Limits, lengthUnits } from './limits.js';

/** A group name: 1-16 length units (double-byte counts 2), the spec's pop-up input check. */
const groupName = () =>
  z
    .string({ error: issue('SHOP_NAME_EMPTY') })
    .trim()
    .min(1, { error: issue('SHOP_NAME_EMPTY') })
    .refine((s) => lengthUnits(s) <= Limits.popupTextMaxUnits, { error: issue('GROUP_NAME_TOO_LONG') });

const groupId = () =>
  z.coerce
    .number({ error: issue('BAD_REQUEST') })
    .int()
    .positive({ error: issue('BAD_REQUEST') });

/** 'id1,id2' or a list, as the request layer reads shopIds; empty means 'no shops'. */
const idList = (required: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : parseShopIds(v)),
    z
      .array(z.number().int().positive(), { error: issue('BAD_REQUEST') })
      .refine((a) => !required || a.length > 0, { error: issue('BAD_REQUEST') }),
  );

export const ZCreateGroupRequestSchema = z.object({ shopGroupName: groupName() });
export const ZRenameGroupRequestSchema = z.object({ groupId: groupId(), shopGroupName: groupName() });
export const ZSetGroupShopsRequestSchema = z.object({ groupId: groupId(), shopId: idList(false) });
export const ZRemoveGroupsRequestSchema = z.object({ groupId: idList(true) });

/** A group as the seed's panel reads it: mallId is the comma-joined members, or '{groupId}-null' when empty. */
export const ZShopGroupSchema = z.object({
  groupId: z.number().int(),
  mallName: z.string(),
  mallId: z.string(),
  groupMallId: z.string(),
  shopIds: z.array(z.number().int()),
});
export type TShopGroup = z.infer<typeof ZShopGroupSchema>;

export const groupMallIdOf = (groupId: number, shopIds: number[]) =>
  `${groupId}-${shopIds.length ? shopIds.join(',') : 'null'}`;
