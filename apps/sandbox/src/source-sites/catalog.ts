/** The products the sandbox's nine source sites show (deterministic, so tests can assert exact values). */
export type TSourceSku = { skuId: string; options: string[]; price: number; stock: number };
export type TSourceProduct = {
  site: '1688' | 'amazon' | 'temu' | 'aliexpress' | 'lazada' | 'shein' | 'walmart' | 'shopee' | 'mercadolibre';
  /** The path below /source-sites/<site>/, shaped like the real site's product URL. */
  path: string;
  id: string;
  title: string;
  currency: string;
  images: number;
  optionNames: string[];
  skus: TSourceSku[];
  attributes: [string, string][];
};

const sizes = (base: number, colours: string[], sizeList: string[], prefix: string): TSourceSku[] =>
  colours.flatMap((c, ci) =>
    sizeList.map((s, si) => ({
      skuId: `${prefix}${ci}${si}`,
      options: [c, s],
      price: Math.round((base + ci * 1.5 + si * 0.5) * 100) / 100,
      stock: ((ci + 1) * 37 + si * 11) % 120,
    })),
  );

export const sourceProducts: TSourceProduct[] = [
  {
    site: '1688',
    path: 'offer/672345678901.html',
    id: '672345678901',
    title: '2025夏季新款纯棉圆领短袖T恤男女同款宽松半袖打底衫工厂直供',
    currency: 'CNY',
    images: 5,
    optionNames: ['颜色', '尺码'],
    skus: sizes(12.8, ['白色', '黑色', '雾霾蓝'], ['M', 'L', 'XL'], '5012345'),
    attributes: [
      ['面料名称', '棉'],
      ['主面料成分含量', '100%'],
      ['货源类别', '现货'],
      ['产地', '广东广州'],
    ],
  },
  {
    site: 'amazon',
    path: 'www.amazon.com/dp/B0CXK2Z7QW',
    id: 'B0CXK2Z7QW',
    title: 'Stainless Steel Insulated Water Bottle with Straw Lid, Leak Proof, 32 oz',
    currency: 'USD',
    images: 4,
    optionNames: ['Color', 'Size'],
    skus: sizes(19.99, ['Black', 'Sage'], ['32 oz', '40 oz'], 'B0CXK2Z'),
    attributes: [
      ['Brand', 'HydroPeak'],
      ['Material', 'Stainless Steel'],
      ['Capacity', '32 Fluid Ounces'],
    ],
  },
  {
    site: 'amazon',
    path: 'www.amazon.de/dp/B0D1FQ8M3L',
    id: 'B0D1FQ8M3L',
    title: 'Edelstahl Trinkflasche 1L, auslaufsicher, BPA-frei',
    currency: 'EUR',
    images: 3,
    optionNames: ['Farbe'],
    skus: [
      { skuId: 'B0D1FQ8M3L', options: ['Schwarz'], price: 17.99, stock: 40 },
      { skuId: 'B0D1FQ9A1K', options: ['Weiß'], price: 18.49, stock: 12 },
    ],
    attributes: [
      ['Marke', 'HydroPeak'],
      ['Material', 'Edelstahl'],
    ],
  },
  {
    site: 'temu',
    path: 'goods.html?goods_id=601099512345678',
    id: '601099512345678',
    title: 'Portable Mini Fan, USB Rechargeable, 3 Speeds',
    currency: 'USD',
    images: 3,
    optionNames: ['Color'],
    skus: sizes(5.49, ['Pink', 'White', 'Green'], ['1 pc'], '1760'),
    attributes: [
      ['Power Supply', 'USB'],
      ['Battery', '1200mAh'],
    ],
  },
  {
    site: 'aliexpress',
    path: 'item/1005006123456789.html',
    id: '1005006123456789',
    title: 'Wireless Earbuds Bluetooth 5.3 with Charging Case',
    currency: 'USD',
    images: 4,
    optionNames: ['Color'],
    skus: sizes(9.9, ['Black', 'White'], ['Standard'], '1200'),
    attributes: [
      ['Brand Name', 'SoundMax'],
      ['Bluetooth Version', '5.3'],
    ],
  },
  {
    site: 'lazada',
    path: 'products/ceramic-coffee-mug-350ml-i4123456789.html',
    id: '4123456789',
    title: 'Ceramic Coffee Mug 350ml with Bamboo Lid',
    currency: 'MYR',
    images: 3,
    optionNames: ['Color'],
    skus: sizes(24.9, ['Beige', 'Grey'], ['350ml'], '2210'),
    attributes: [['Material', 'Ceramic']],
  },
  {
    site: 'shein',
    path: 'Women-Floral-Print-Ruffle-Hem-Dress-p-31234567.html',
    id: '31234567',
    title: 'Women Floral Print Ruffle Hem Dress',
    currency: 'USD',
    images: 4,
    optionNames: ['Size'],
    skus: sizes(16.5, ['Multicolor'], ['S', 'M', 'L'], 'sw2304'),
    attributes: [
      ['Style', 'Boho'],
      ['Sleeve Length', 'Short Sleeve'],
    ],
  },
  {
    site: 'walmart',
    path: 'ip/Mainstays-Cotton-Bath-Towel/5123456789',
    id: '5123456789',
    title: 'Mainstays Cotton Bath Towel, 27" x 52"',
    currency: 'USD',
    images: 3,
    optionNames: ['Color'],
    skus: sizes(4.97, ['White', 'Navy'], ['1 pc'], '5123'),
    attributes: [['Fabric', '100% Cotton']],
  },
  {
    site: 'shopee',
    path: 'product/123456789/2345678901',
    id: '2345678901',
    title: 'Phone Holder Car Mount Magnetic 360°',
    currency: 'SGD',
    images: 3,
    optionNames: ['Variation'],
    skus: sizes(6.9, ['Black', 'Silver'], ['Vent'], '9870'),
    attributes: [['Brand', 'No Brand']],
  },
  {
    site: 'mercadolibre',
    path: 'MLB-3456789012-fone-de-ouvido-bluetooth-_JM',
    id: 'MLB3456789012',
    title: 'Fone De Ouvido Bluetooth Sem Fio',
    currency: 'BRL',
    images: 3,
    optionNames: ['Cor'],
    skus: sizes(59.9, ['Preto', 'Branco'], ['Único'], 'MLB34'),
    attributes: [['Marca', 'SomPro']],
  },
];

export const imageUrl = (origin: string, p: TSourceProduct, n: number) =>
  `${origin}/source-sites/img/${p.site}-${p.id}-${n}.svg`;
export const skuImageUrl = (origin: string, p: TSourceProduct, sku: TSourceSku) =>
  `${origin}/source-sites/img/${p.site}-${sku.skuId}-sku.svg`;
