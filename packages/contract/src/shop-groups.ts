import { z } from 'zod';
import { Errors } from './errors.js';
import { parseShopIds } from './fields.js';
import { Limits, lengthUnits } from './limits.js';

/** A group name: 1-16 length units (double-byte counts 2), the spec's pop-up input check. */
const groupName = () =>
  z
    .string({ error: Errors.SHOP_NAME_EMPTY.msg })
    .trim()
    .min(1, { error: Errors.SHOP_NAME_EMPTY.msg })
    .refine((s) => lengthUnits(s) <= Limits.popupTextMaxUnits, { error: Errors.GROUP_NAME_TOO_LONG.msg });

const groupId = () =>
  z.coerce.number({ error: Errors.BAD_REQUEST.msg }).int().positive({ error: Errors.BAD_REQUEST.msg });

/** 'id1,id2' or a list, as the request layer reads shopIds; empty means 'no shops'. */
const idList = (required: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : parseShopIds(v)),
    z
      .array(z.number().int().positive(), { error: Errors.BAD_REQUEST.msg })
      .refine((a) => !required || a.length > 0, { error: Errors.BAD_REQUEST.msg }),
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
