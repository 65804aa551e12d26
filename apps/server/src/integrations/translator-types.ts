import type { TGpsrLang, TTranslationLanguage } from '@ksa/contract';

/** What AI listing needs from a machine-translation provider (Alibaba Cloud MT; the sandbox speaks the same API). */
export type TTranslateScene = 'title' | 'description' | 'general';
export type TImageBatchStatus = {
  status: 'running' | 'finished';
  images: { sourceUrl: string; url: string | null; error: string | null }[];
};
export type TDocumentStatus = {
  status: 'running' | 'finished' | 'failed';
  /** The translated document at the provider (kept one hour there). */
  url: string | null;
  pageCount: number | null;
  error: string | null;
};
export type TTranslator = {
  /** Listing texts go from Chinese; GPSR warnings from Chinese or English into the EU languages. */
  translateText: (
    text: string,
    from: 'zh' | 'en' | 'auto',
    to: TTranslationLanguage | TGpsrLang,
    scene: TTranslateScene,
  ) => Promise<string>;
  /** Starts translating the text on pictures; the task is then polled with imageResult. */
  submitImages: (urls: string[], from: 'zh' | 'auto', to: TTranslationLanguage) => Promise<string>;
  imageResult: (taskId: string) => Promise<TImageBatchStatus>;
  /** The language a text is written in (a code such as zh, en, ja). */
  detectLanguage: (text: string) => Promise<string>;
  /** Starts translating a document (PDF) that the provider fetches from `url`, keeping its layout. */
  submitDocument: (url: string, from: 'zh' | 'auto', to: TTranslationLanguage) => Promise<string>;
  documentResult: (taskId: string) => Promise<TDocumentStatus>;
};

/** A provider refusal: 'language' (pair not supported), 'task' (unknown task), 'failed' (anything else). */
export class TranslatorError extends Error {
  constructor(
    readonly kind: 'language' | 'task' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'TranslatorError';
  }
}
