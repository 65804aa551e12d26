import { r, type TRouteDef } from './route-def.js';

const translate = (name: string, write: boolean, summary: string) =>
  r({
    method: 'POST',
    path: `/api/translate/${name}`,
    access: 'user',
    write,
    permission: 'pageAiProducts',
    tag: 'translation',
    summary,
  });

/** Listing tools (issue 17): translation for AI listing, our own file storage. */
export const ListingToolRoutes = {
  translateText: translate('text', true, '翻译标题、属性、描述到目标站点语言（from zh/auto，to en/de/fr/…）'),
  translateImageSubmit: translate('image/submit', true, '提交图片翻译任务（最多 20 张图片 URL），返回 taskId'),
  translateImageResult: translate(
    'image/result',
    false,
    '图片翻译结果：status running/finished；每 1 秒轮询一次；译图已存入我方存储',
  ),
  translatePdfSourceLanguage: {
    ...translate(
      'pdf/sourceLanguage',
      false,
      'PDF 原文语言：读取文件（/oss/upload 的 fileKey 或 PDF 链接 url）的文字并识别语言，返回页数与开头文字',
    ),
    paid: true,
  },
  translatePdf: translate('pdf/translate', true, '提交 PDF 翻译任务（说明书、证书，保持版式），返回 taskId'),
  translatePdfResult: translate(
    'pdf/result',
    false,
    'PDF 翻译结果：status running/finished/failed；每 2 秒轮询一次；译文 PDF 已存入我方存储',
  ),
  collectFromLink: r({
    method: 'POST',
    path: '/api/collect/fromLink',
    access: 'user',
    write: true,
    permission: 'pageAiProducts',
    tag: 'collection',
    summary:
      '粘贴商品链接采集：识别来源（1688、Amazon 含站点国家、TEMU、AliExpress、Lazada、SHEIN、Walmart、Shopee、Mercado Libre），读取商品页存入采集箱',
  }),
  ossUpload: r({
    method: 'POST',
    path: '/oss/upload',
    access: 'user',
    write: true,
    tag: 'storage',
    summary: '上传我方文件（multipart/form-data 字段 file：jpeg/png/webp/gif/pdf，最大 20 MB），返回 key 与 url',
  }),
  ossFile: r({
    method: 'GET',
    path: '/oss/files/:key',
    access: 'public',
    write: false,
    tag: 'storage',
    summary: '读取我方存储中的文件（key 不可猜测）',
  }),
} as const satisfies Record<string, TRouteDef>;
