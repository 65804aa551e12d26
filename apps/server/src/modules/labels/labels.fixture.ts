import { shipOrders, skcs, skus, stockOrders } from '../../db/schema/index.js';
import type { THarness } from '../../test/harness.js';
import { postJson } from '../delivery/delivery.fixture.js';
import { seedEntity } from '../staff/staff.fixture.js';
import { BuiltInTemplates } from './labels-builtin.js';

/** A shop with three synced SKUs (Chinese product names, the seller's own codes) and a packed shipping order. */
export const seedLabelShop = async (h: THarness, bossId: number, tag: string) => {
  const { shopIds } = await seedEntity(h, bossId, tag, [`标签店-${tag}`]);
  const shopId = shopIds[0]!;
  await h.db.db.insert(skcs).values({
    shopId,
    skcId: `skc-${tag}`,
    productId: `p-${tag}`,
    name: '儿童保温杯 Kinder-Thermosflasche',
    createdDay: '2025-01-01',
  });
  const codes = ['KSA-CUP-RED-S', 'KSA-CUP-BLU-M', 'KSA-CUP-GRN-L'];
  await h.db.db.insert(skus).values(
    codes.map((extCode, i) => ({
      shopId,
      skuId: `${tag}-sku-${i + 1}`,
      skcId: `skc-${tag}`,
      extCode,
      className: ['红色 S', '蓝色 M', '绿色 L'][i]!,
      priceCents: 1999,
    })),
  );
  const skuList = codes.map((code, i) => ({ shopId, skuId: `${tag}-sku-${i + 1}`, code }));
  await h.db.db.insert(stockOrders).values({
    shopId,
    orderSn: `WB${tag}001`,
    skcId: `skc-${tag}`,
    productName: '儿童保温杯',
    warehouseName: '华东仓 Hangzhou',
    purchaseAt: new Date('2025-05-01T02:00:00Z'),
    requiredDay: '2025-05-08',
    marketStatus: 1,
    quantity: 3,
    skus: [
      { skuId: skuList[0]!.skuId, extCode: codes[0]!, className: '红色 S', quantity: 2 },
      { skuId: skuList[1]!.skuId, extCode: codes[1]!, className: '蓝色 M', quantity: 1 },
    ],
  });
  await h.db.db.insert(shipOrders).values({
    shopId,
    deliverySn: `FH${tag}0001`,
    stockOrderSn: `WB${tag}001`,
    marketStatus: 1,
    packed: true,
    packageCount: 2,
    createdAt: new Date('2025-05-02T02:00:00Z'),
  });
  return { shopId, skus: skuList, deliverySn: `FH${tag}0001` };
};

/** GPSR data of one product, in the four languages the GPSR test prints (with the letters Latin-1 lacks). */
export const gpsrData = {
  manufacturer: {
    name: '深圳市乐杯科技有限公司',
    address: 'Nanshan District, Shenzhen 518000, China',
    contact: 'service@lebei.example',
  },
  euRp: {
    name: 'Łukasz Żółtowski EU-Rep Sp. z o.o.',
    address: 'ul. Świętokrzyska 12, 00-916 Warszawa, Polska',
    email: 'eurep@lebei.example',
    phone: '+48 22 123 45 67',
  },
  productId: '',
  texts: {
    de: { warnings: 'Achtung: Nicht für Kinder unter 3 Jahren.', safetyInfo: 'Heiße Getränke: Verbrühungsgefahr.' },
    fr: {
      warnings: 'Attention : ne convient pas aux enfants de moins de 3 ans.',
      safetyInfo: 'Boissons chaudes : risque de brûlure.',
    },
    it: {
      warnings: 'Avvertenza: non adatto a bambini sotto i 3 anni.',
      safetyInfo: 'Bevande calde: rischio di ustioni.',
    },
    pl: { warnings: 'Uwaga: nie dla dzieci poniżej 3 lat.', safetyInfo: 'Gorące napoje: ryzyko poparzenia.' },
  },
};

/** The built-in GPSR label saved as the BOSS's own, printing in de, fr, it, pl. */
export const saveGpsrLabel = async (h: THarness, token: string) => {
  const layout = { ...BuiltInTemplates.find((b) => b.kind === 'gpsr')!.layout, langPdfList: ['de', 'fr', 'it', 'pl'] };
  return postJson(h, '/api/labelsTemplate/saveTemplate', { kind: 'gpsr', name: 'GPSR 保温杯', layout }, token);
};
