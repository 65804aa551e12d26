import {
  ZCollectFromLinkBody,
  ZCollectFromLinkResult,
  ZImageTranslateResult,
  ZImageTranslateResultBody,
  ZImageTranslateSubmitBody,
  ZImageTranslateTask,
  ZOssUploaded,
  ZPdfSource,
  ZPdfSourceLanguage,
  ZPdfTranslateBody,
  ZPdfTranslateResult,
  ZTranslateTextBody,
  ZTranslateTextResult,
} from '../listing-tools.js';
import type { TRouteIo } from '../route-def.js';

/** What each of ListingToolRoutes takes and answers (see TRouteIo). */
export const ListingToolIo = {
  translateText: { body: ZTranslateTextBody, data: ZTranslateTextResult },
  translateImageSubmit: { body: ZImageTranslateSubmitBody, data: ZImageTranslateTask },
  translateImageResult: { body: ZImageTranslateResultBody, data: ZImageTranslateResult },
  translatePdfSourceLanguage: { body: ZPdfSource, data: ZPdfSourceLanguage },
  translatePdf: { body: ZPdfTranslateBody, data: ZImageTranslateTask },
  translatePdfResult: { body: ZImageTranslateResultBody, data: ZPdfTranslateResult },
  collectFromLink: { body: ZCollectFromLinkBody, data: ZCollectFromLinkResult },
  ossUpload: { data: ZOssUploaded },
  ossFile: { data: 'raw' },
} as const satisfies Record<string, TRouteIo>;
