/** Chinese texts for returns, reviews and notices. */

export const RETURN_REASONS = [
  '尺码不合适',
  '质量问题',
  '与描述不符',
  '颜色与图片不符',
  '物流破损',
  '少件/漏发',
  '不想要了',
];

/** Reasons weighted by quality: poor products get more 质量问题/与描述不符. */
export const returnReason = (u: number, quality: number, apparel: boolean): string => {
  if (apparel && u < 0.4) {
    return '尺码不合适';
  }
  if (u < 0.4 + 0.3 * (1 - quality)) {
    return u < 0.25 + 0.2 * (1 - quality) ? '质量问题' : '与描述不符';
  }
  return RETURN_REASONS[3 + Math.floor(((u * 1000) % 1) * 4)] ?? '不想要了';
};

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  1: ['质量太差了，用了两天就坏了', '和图片完全不一样，差评', '做工粗糙，线头很多，不推荐', '收到就是坏的，申请退货了'],
  2: ['一般般吧，和描述有差距', '尺码偏小，穿着不舒服', '颜色有色差，不太满意', '物流太慢了，等了半个月'],
  3: ['还行，对得起这个价格', '中规中矩，没有惊喜', '东西可以，就是包装有点简陋', '能用，细节一般'],
  4: ['挺好的，性价比高', '质量不错，就是物流慢了点', '和图片一致，满意', '做工可以，会回购'],
  5: [
    '非常满意，质量超出预期！',
    '很好用，已经推荐给朋友了',
    '物美价廉，五星好评',
    '第二次购买了，一如既往的好',
    '包装精美，做工精细，好评',
  ],
};

export const RULE_NOTICES: { title: string; body: string }[] = [
  {
    title: '关于调整商品发货时效考核规则的通知',
    body: '自下周一起，发货时效考核将按照新的计分方式执行，请商家及时关注备货单状态。',
  },
  {
    title: '平台禁售商品目录更新公告',
    body: '平台更新了禁限售商品目录，涉及部分电子产品及液体类商品，请自查在售商品。',
  },
  { title: '关于加强商品资质审核的通知', body: '部分类目新增资质要求（GPSR、CE 等），未补充资质的商品将被限制流量。' },
  { title: '大促期间仓库收货安排', body: '大促期间仓库收货量大，请合理安排备货，避免发货延迟影响考核。' },
  { title: '结算周期调整说明', body: '即日起货款结算周期调整为订单完成后 14 天，具体以财务中心为准。' },
  { title: '关于规范商品图片的通知', body: '商品主图不得含有水印、二维码及夸大宣传文字，违规商品将被下架整改。' },
];

export const OFF_SHELF_REASONS = [
  '长期无销量，系统自动下架',
  '商家主动下架',
  '库存不足，已暂停售卖',
  '商品信息待完善，已下架整改',
];

export const ACTIVITY_NAMES = {
  flash: '限时秒杀',
  clearance: '清仓甩卖',
  promo: '大促',
} as const;
