/** PDF translation (instructions, certificates) for AI listing. */
export { PdfTranslateCard } from './pdf-translate-card';
