import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The first words of a PDF and its page count (pdf.js, text only, nothing rendered or evaluated). */
export const readPdfText = async (
  bytes: Uint8Array,
  maxChars = 1000,
): Promise<{ pageCount: number; text: string } | null> => {
  let pdf: Awaited<ReturnType<typeof getDocument>['promise']>;
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
