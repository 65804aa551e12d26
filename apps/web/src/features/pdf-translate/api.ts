import { ApiRoutes, PDF_TRANSLATE_POLL_MS, type TPdfSource, type TPdfTranslateBody } from '@ksa/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';

const json = { json: true } as const;

export const pdfTranslateKeys = {
  all: ['pdfTranslate'] as const,
  source: (s: TPdfSource | null) => [...pdfTranslateKeys.all, 'source', s] as const,
  result: (taskId: string | null) => [...pdfTranslateKeys.all, 'result', taskId] as const,
};

/** 'Upload': the PDF goes to our own storage (/oss/upload); its key is what the translation calls take. */
export const useUploadPdfMutation = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall(ApiRoutes.ossUpload, undefined, { form });
    },
  });

/** 'Source language': detected from the document's text, with its page count. */
export const usePdfSourceLanguageQuery = (source: TPdfSource | null) =>
  useQuery({
    queryKey: pdfTranslateKeys.source(source),
    queryFn: () => apiCall(ApiRoutes.translatePdfSourceLanguage, source!, json),
    enabled: source !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTranslatePdfMutation = () =>
  useMutation({
    mutationFn: (body: TPdfTranslateBody) => apiCall(ApiRoutes.translatePdf, body, json),
  });

/** 'Result': polled every PDF_TRANSLATE_POLL_MS while the task runs. */
export const usePdfTranslateResultQuery = (taskId: string | null) =>
  useQuery({
    queryKey: pdfTranslateKeys.result(taskId),
    queryFn: () => apiCall(ApiRoutes.translatePdfResult, { taskId: taskId! }, json),
    enabled: taskId !== null,
    retry: false,
    refetchInterval: (q) => (!q.state.data || q.state.data.status === 'running' ? PDF_TRANSLATE_POLL_MS : false),
  });
