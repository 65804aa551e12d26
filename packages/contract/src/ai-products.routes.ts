import { r, type TRouteDef } from './route-def.js';

const ai = (name: string, write: boolean, summary: string) =>
  r({
    method: 'POST',
    path: `/api/aiProducts/${name}`,
    access: 'user',
    write,
    permission: 'pageAiProducts',
    tag: 'ai-products',
    summary,
  });

/** AI listing (智能翻译上品, spec data §2): drafts, LLM copy, translated pictures, publish to a Temu shop. */
export const AiProductRoutes = {
  aiDraftList: ai('list', false, '草稿列表：page、pageSize（默认 10）、status、keyword；返回 total 与 list'),
  aiDraftGet: ai('get', false, '读取一个草稿（id）；他人的草稿为 404'),
  aiDraftCreate: ai(
    'create',
    true,
    '新建草稿：collectedId（采集箱商品）或 url（粘贴链接，先采集）；lang 目标语言；价格按加价规则计算',
  ),
  aiDraftUpdate: ai('update', true, '修改草稿：标题、描述、属性、SKU 价格、目标店铺、语言'),
  aiDraftDelete: ai('delete', true, '删除草稿（发布中不可删除）'),
  aiDraftGenerate: ai('generate', true, 'AI 生成：按目标语言与站点标题长度规则生成标题与描述，并翻译属性与规格'),
  aiDraftAddImages: ai(
    'addImages',
    true,
    '加入本地图片：经桌面助手代理（36186，target-host）上传到平台图片空间后的图片地址（id、urls，合计最多 10 张；只收平台图片空间的地址）',
  ),
  aiImageStorage: ai(
    'imageStorage',
    false,
    '平台图片空间的上传目标：target-host 头、路径前缀与 bucket_tag，供网页经桌面助手代理上传本地图片',
  ),
  aiDraftTranslateImages: ai('translateImages', true, '翻译图片：提交、每 1 秒轮询，译图存入我方存储'),
  aiPublish: ai(
    'publish',
    true,
    '批量发布到一个 Temu 店铺（ids 最多 50）：上传图片到平台图片空间、按名称查询/新增规格（code 1000000）、添加商品；进度经 MQTT 推送 u/{uid}/ai_publish/topic，也可轮询',
  ),
  aiPublishProgress: ai('publishProgress', false, '批量发布进度（batchId）'),
  aiMarginRuleGet: ai('marginRule', false, '加价规则：售价 = 成本 ×（1 + marginPct%）+ shipping，四舍五入到分'),
  aiMarginRuleSet: ai('marginRule/set', true, '保存加价规则（每个老板账号一条）'),
} as const satisfies Record<string, TRouteDef>;
