/** Word lists for believable Chinese listings. Groups drive shop focus, name words and spec kinds. */

export type TSpecKind = 'apparel' | 'kids' | 'phone' | 'size3' | 'pack' | 'pet';

export type TGroup = {
  name: string;
  /** Shop-name endings for shops focused on this group. */
  shopSuffixes: string[];
  prefixes: string[];
  suffixes: string[];
};

export type TLeaf = {
  group: string;
  path: string[];
  names: string[];
  spec: TSpecKind;
  /** Supplier price range: CNY for Temu, USD for Shein. */
  cny: [number, number];
  usd: [number, number];
};

export const GROUPS: TGroup[] = [
  {
    name: '服饰',
    shopSuffixes: ['服饰', '时装馆', '潮牌店', '衣橱'],
    prefixes: ['夏季新款', '宽松', '纯棉', '韩版', '百搭', '秋冬', '复古', '简约', '法式', '休闲'],
    suffixes: ['男女同款', '大码', '多色可选', '显瘦', '透气舒适', '学生款'],
  },
  {
    name: '家居',
    shopSuffixes: ['家居馆', '生活馆', '家居优选', '好物社'],
    prefixes: ['北欧风', '加厚', '大容量', '免打孔', '家用', '简约', '多功能', '可折叠', '防潮'],
    suffixes: ['宿舍必备', '厨房神器', '收纳整理', '家用款', '耐用易清洗'],
  },
  {
    name: '3C配件',
    shopSuffixes: ['数码', '数码配件', '电子', '科技'],
    prefixes: ['磁吸', '防摔', '快充', '超薄', '透明', '硅胶', '便携', '无线', '金属'],
    suffixes: ['适用苹果', '全包防摔', '即插即用', '兼容多机型', '2米加长'],
  },
  {
    name: '美妆工具',
    shopSuffixes: ['美妆', '美妆工具', '丽人馆', '美学'],
    prefixes: ['专业', '初学者', '便携', '高颜值', '网红同款', '柔软', '一次性'],
    suffixes: ['套装', '化妆师推荐', '不掉毛', '送收纳袋', '新手友好'],
  },
  {
    name: '宠物用品',
    shopSuffixes: ['宠物', '萌宠馆', '宠物生活', '爱宠屋'],
    prefixes: ['耐咬', '四季通用', '可爱', '防滑', '加厚', '自动', '可拆洗'],
    suffixes: ['猫狗通用', '中小型犬', '幼猫适用', '宠物用品', '解闷神器'],
  },
  {
    name: '户外',
    shopSuffixes: ['户外', '运动', '野营装备', '户外俱乐部'],
    prefixes: ['便携', '轻量化', '折叠', '防水', '速干', '防晒', '户外', '加厚'],
    suffixes: ['露营必备', '登山徒步', '骑行装备', '大容量', '耐磨'],
  },
];

// Leaf categories, one per line: path | listing base names | spec kind | CNY price range | USD price range.
const LEAF_TABLE = `
服饰/男装/T恤|T恤,短袖T恤,圆领T恤|apparel|15-60|4-15
服饰/女装/连衣裙|连衣裙,碎花连衣裙,吊带裙|apparel|30-120|8-30
服饰/女装/针织开衫|针织开衫,毛衣外套,针织衫|apparel|35-110|9-28
服饰/男装/卫裤|卫裤,束脚运动裤,工装裤|apparel|25-90|7-24
服饰/童装/套装|儿童套装,童装两件套,宝宝睡衣|kids|20-80|5-20
家居/收纳用品/收纳盒|收纳盒,桌面收纳架,抽屉收纳格|size3|8-45|3-12
家居/厨房用品/硅胶厨具|硅胶锅铲,厨具五件套,沥水篮|size3|10-60|3-16
家居/家纺/抱枕套|抱枕套,沙发靠垫,床头靠枕|pack|12-50|4-14
家居/灯具/小夜灯|LED小夜灯,感应夜灯,氛围灯|pack|15-80|4-20
3C配件/手机配件/手机壳|手机壳,磁吸手机壳,手机保护套|phone|8-35|3-10
3C配件/手机配件/数据线|数据线,快充线,编织充电线|pack|8-30|3-9
3C配件/电脑周边/无线鼠标|无线鼠标,静音鼠标,蓝牙鼠标|pack|25-120|7-30
3C配件/影音/蓝牙耳机|蓝牙耳机,运动耳机,降噪耳机|pack|40-200|10-60
美妆工具/化妆刷/刷具套装|化妆刷,眼影刷,散粉刷|pack|10-70|3-18
美妆工具/美甲工具/美甲贴片|美甲贴片,穿戴甲,指甲贴|pack|8-30|3-9
美妆工具/美发工具/发夹|鲨鱼夹,发夹,抓夹|pack|8-25|3-8
宠物用品/猫咪玩具/逗猫棒|逗猫棒,猫咪玩具球,猫抓板|pack|8-40|3-11
宠物用品/宠物服饰/宠物衣服|宠物衣服,狗狗卫衣,猫咪背心|pet|12-50|4-14
宠物用品/宠物餐具/宠物碗|宠物碗,自动饮水器,慢食碗|size3|15-90|4-24
户外/露营装备/折叠凳|折叠凳,露营椅,月亮椅|size3|25-150|7-40
户外/骑行/骑行手套|骑行手套,半指手套,防滑手套|apparel|12-45|4-12
户外/户外包/腰包|腰包,斜挎包,运动胸包|pack|15-70|4-18
`;

const range = (text: string): [number, number] => {
  const [lo, hi] = text.split('-').map(Number);
  return [lo ?? 1, hi ?? 1];
};

export const LEAVES: TLeaf[] = LEAF_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [path = '', names = '', spec = 'pack', cny = '', usd = ''] = line.split('|');
    const parts = path.split('/');
    return {
      group: parts[0] ?? '',
      path: parts,
      names: names.split(','),
      spec: spec as TSpecKind,
      cny: range(cny),
      usd: range(usd),
    };
  });

export const COLORS = '黑色 白色 灰色 米白色 藏青色 粉色 卡其色 酒红色 雾霾蓝 墨绿色 杏色'.split(' ');

export const SIZES: Record<TSpecKind, string[]> = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
  kids: ['90cm', '100cm', '110cm', '120cm', '130cm', '140cm'],
  phone: ['iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max', 'iPhone 14', 'iPhone 13', 'Galaxy S24'],
  size3: ['小号', '中号', '大号', '特大号'],
  pack: ['1只装', '2只装', '3只装', '5只装'],
  pet: ['XS', 'S', 'M', 'L', 'XL'],
};

/** Pinyin-ish codes for ext codes (sellers' own SKU codes are ASCII). */
export const GROUP_CODES: Record<string, string> = {
  服饰: 'FS',
  家居: 'JJ',
  '3C配件': 'SC',
  美妆工具: 'MZ',
  宠物用品: 'CW',
  户外: 'HW',
};

export const SHOP_PREFIXES = [
  '悦享',
  '优品',
  '简约',
  '星辰',
  '原野',
  '木棉',
  '青柠',
  '拾光',
  '南风',
  '初见',
  '云朵',
  '橙子',
];
