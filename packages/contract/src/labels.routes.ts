import { BOSS, r, type TRouteDef } from './route-def.js';

/** Every role of a BOSS's team reads templates and prints (the shipper prints box labels); the BOSS edits them. */
const TEAM = ['boss', 'manager', 'finance', 'shipper', 'operator'] as const;
const lt = (method: 'GET' | 'POST', name: string, write: boolean, summary: string) =>
  r({ method, path: `/api/labelsTemplate/${name}`, access: write ? BOSS : TEAM, write, tag: 'labels', summary });

/** Spec data §7 'Templates' (/api/labelsTemplate), plus the printing the label screens need. */
export const LabelRoutes = {
  labelsByUid: lt('GET', 'getByUid', false, '本账号（BOSS 及其员工共享）的标签模板'),
  labelsGpsrTemplates: lt('GET', 'getGpsrTemplates', false, 'GPSR 信息模板（制造商、欧盟负责人、各语言警示）'),
  labelsTemplates: lt('GET', 'getTemplates', false, '可选模板：系统模板与本账号模板（?kind=sku|box|gpsr）'),
  labelsBySkuId: lt('GET', 'getBySkuId', false, 'SKU 绑定的模板与 GPSR 信息（?skuId[&shopId]）'),
  labelsUpdate: lt('POST', 'update', true, '修改模板名称、设为默认'),
  labelsSaveGpsr: lt('POST', 'saveGpsrTemplate', true, '新建或修改 GPSR 信息模板'),
  labelsSaveTemplate: lt('POST', 'saveTemplate', true, '新建标签模板（类型、名称、版式）'),
  labelsSave: lt('POST', 'save', true, '保存模板版式（编辑器 /canvasCompon）'),
  labelsSaveWithSku: lt('POST', 'saveTemplateWithSku', true, '把模板和/或 GPSR 信息绑定到 SKU（null 解绑）'),
  labelsTranslateGpsr: lt(
    'POST',
    'translateGpsr',
    true,
    '把中文或英文的 GPSR 警示与安全信息机器翻译成其他语言（填入表单，可再修改）',
  ),
  labelsDelete: lt('POST', 'delete', true, '删除模板（?templateId）或 GPSR 信息（?gpsrId），解除其绑定'),
  labelFont: r({
    method: 'GET',
    path: '/fonts/labels/:file',
    access: 'public',
    write: false,
    tag: 'labels',
    summary: '标签设计器与预览使用的字体文件，与服务器生成 PDF 所用字体相同（Noto Sans SC 常规/粗体）；可长期缓存',
  }),
  labelsPrint: r({
    method: 'POST',
    path: '/api/labelsTemplate/print',
    access: TEAM,
    write: false,
    tag: 'labels',
    summary: '打印标签：SKU × 数量 × 语言合并为一个 PDF（application/pdf）',
  }),
  labelsPrintShipOrder: r({
    method: 'POST',
    path: '/api/labelsTemplate/printShipOrder',
    access: TEAM,
    write: false,
    tag: 'labels',
    summary: '打印发货单标签：每箱一张箱唛，每件商品一张 SKU 标签（application/pdf）',
  }),
} as const satisfies Record<string, TRouteDef>;
