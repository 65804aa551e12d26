import { importKeepingBuiltins } from '../../lib/keep-builtins.js';

type TPdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<TPdfJs> | undefined;
/** pdf.js loads with the first PDF, keeping the server's native built-ins (lib/keep-builtins). */
const loadPdfJs = () => {
  pdfjs ??= importKeepingBuiltins(async () => {
    // pdf.js's worker code (polyfills too) loaded here as well, and handed over as `pdfjsWorker`, so that
    // getDocument does not import it later, outside this guard.
    const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    const worker: unknown = await import(workerModule);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  });
  return pdfjs;
};

/** The first words of a PDF and its page count (pdf.js, text only, nothing rendered or evaluated). */
export const readPdfText = async (
  bytes: Uint8Array,
  maxChars = 1000,
): Promise<{ pageCount: number; text: string } | null> => {
  const { getDocument } = await loadPdfJs();
  let pdf: Awaited<ReturnType<TPdfJs['getDocument']>['promise']>;
  try {
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      isEvalSupported: false,
      stopAtErrors: true,
    }).promise;
  } catch {
    return null;
  }
  try {
    let text = '';
    for (let n = 1; n <= pdf.numPages && text.length < maxChars; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) {
        if ('str' in item && item.str.trim()) {
          text += `${item.str.trim()} `;
        }
      }
    }
    return { pageCount: pdf.numPages, text: text.trim().slice(0, maxChars) };
  } catch {
    return null;
  } finally {
    await pdf.destroy();
  }
};
