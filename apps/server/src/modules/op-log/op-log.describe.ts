/** Turns an audit event into the sentence the operation log shows. */
export const describeOperation = (
  event: string,
  d: Record<string, unknown>,
  groupNames: Map<number, string>,
): string => {
  const s = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
  const n = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  const group = () => groupNames.get(Number(d.groupId)) ?? `#${s(d.groupId)}`;
  switch (event) {
    case 'op.rename':
      return `重命名店铺 ${s(d.from)} 为 ${s(d.to)}`;
    case 'op.hide':
      return `隐藏店铺 ${s(d.shopName)}`;
    case 'op.restore':
      return `恢复店铺 ${s(d.shopName)}`;
    case 'group.create':
      return `新建店铺分组 ${s(d.name)}`;
    case 'group.rename':
      return `重命名店铺分组 ${s(d.from)} 为 ${s(d.to)}`;
    case 'group.setShops':
      return `设置店铺分组 ${group()} 的店铺（共 ${n(d.shopIds)} 个）`;
    case 'group.remove':
      return `删除店铺分组（共 ${n(d.groupIds)} 个）`;
    default:
      return event;
  }
};
