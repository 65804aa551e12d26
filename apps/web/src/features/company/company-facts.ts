/**
 * What the product does today, in the words the company pages use. Kept in one place so the
 * about, profile and landing texts never disagree with the help centre or the agreement.
 */
export const ProductFacts = {
  pricePerShopMonth: 69,
  trialDays: 15,
  features: [
    {
      title: '多店铺销售统计',
      text: '全部店铺、店铺分组或单个店铺，按今日、近 7 天、近 30 天或自定义日期查看销售额、销量、利润、库存金额和趋势，每张表都能导出 Excel。',
    },
    { title: '利润与成本', text: '按 SKU 录入或整表导入成本价，按生效日期计算每天的利润和成本覆盖率。' },
    {
      title: '库存风险与滞销',
      text: '按上周销速预测 7 天内售罄的商品、估算售罄损失，找出 30 天销量不超过 19 件的滞销 SKC。',
    },
    {
      title: '团队与权限',
      text: 'BOSS 为店长、财务分配店铺和"查看成本价"等权限，员工只看到自己的店铺；所有关键操作都有日志。',
    },
    { title: 'Temu 与 Shein 一起看', text: '绑定 Temu 主账号、授权 Shein 店铺后自动同步近两年数据，并持续增量更新。' },
  ],
  upcoming: [
    '桌面助手与浏览器插件',
    '手机 APP',
    '智能上品（采集、翻译、一键上架）',
    '选品工具',
    '物流发货中心',
    '在线续费与优惠券',
  ],
};
