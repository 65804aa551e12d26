import {
  ApiRoutes,
  type TGpsrDataInput,
  type TLabelKind,
  type TLabelLayout,
  type TTranslateGpsrRequest,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useScope } from '../shops';

const silent = { silent: true } as const;

export const labelKeys = {
  all: ['labels'] as const,
  templates: (who: unknown) => [...labelKeys.all, 'templates', who] as const,
  gpsr: (who: unknown) => [...labelKeys.all, 'gpsr', who] as const,
  bySku: (shopId: number, skuId: string) => [...labelKeys.all, 'bySku', shopId, skuId] as const,
  skus: (who: unknown, keyword: string, page: number) => [...labelKeys.all, 'skus', who, keyword, page] as const,
};

/** Built-in starters and the team's templates of every kind (getTemplates). */
export const useTemplatesQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({
    queryKey: labelKeys.templates(scope),
    queryFn: () => apiCall(ApiRoutes.labelsTemplates, {}, silent),
    enabled,
  });
};

export const useGpsrQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({
    queryKey: labelKeys.gpsr(scope),
    queryFn: () => apiCall(ApiRoutes.labelsGpsrTemplates, {}, silent),
    enabled,
  });
};

/** One SKU's name, spec, code, bound templates and GPSR data (the preview's values). */
export const useBySkuQuery = (sku: { shopId: number; skuId: string } | null) =>
  useQuery({
    queryKey: labelKeys.bySku(sku?.shopId ?? 0, sku?.skuId ?? ''),
    queryFn: () => apiCall(ApiRoutes.labelsBySkuId, sku!, silent),
    enabled: sku !== null,
  });

/** Synced SKUs of every visible shop (the item list of all shops), searched by name, SKU or code. */
export const useSkusQuery = (keyword: string, page: number) => {
  const { enabled, scope } = useScope();
  return useQuery({
    queryKey: labelKeys.skus(scope, keyword, page),
    queryFn: () =>
      apiCall(
        ApiRoutes.productInfoList,
        { shopId: 100, keyword: keyword || undefined, pageIndex: page, pageSize: 10 },
        silent,
      ),
    enabled,
    placeholderData: (prev) => prev,
  });
};

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: labelKeys.all });
};

export const useCreateTemplateMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { kind: TLabelKind; name: string; layout: TLabelLayout; isDefault?: boolean }) =>
      apiCall(ApiRoutes.labelsSaveTemplate, body, {
        ...silent,
        json: true,
      }),
    onSuccess: done,
  });
};

export const useSaveLayoutMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { templateId: number; layout: TLabelLayout }) =>
      apiCall(ApiRoutes.labelsSave, body, {
        ...silent,
        json: true,
      }),
    onSuccess: done,
  });
};

export const useUpdateTemplateMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { templateId: number; name?: string; isDefault?: boolean }) =>
      apiCall(ApiRoutes.labelsUpdate, body, {
        ...silent,
        json: true,
      }),
    onSuccess: done,
  });
};

/** delete?templateId or ?gpsrId: the binding to SKUs goes with it. */
export const useDeleteMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (target: { templateId: number } | { gpsrId: number }) => {
      return apiCall(ApiRoutes.labelsDelete, target, silent);
    },
    onSuccess: done,
  });
};

export const useSaveGpsrMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { gpsrId?: number; name: string; data: TGpsrDataInput }) =>
      apiCall(ApiRoutes.labelsSaveGpsr, body, {
        ...silent,
        json: true,
      }),
    onSuccess: done,
  });
};

/** translateGpsr: warnings and safety information machine-translated into other languages (nothing is saved). */
export const useTranslateGpsrMutation = () =>
  useMutation({
    mutationFn: (body: TTranslateGpsrRequest) =>
      apiCall(ApiRoutes.labelsTranslateGpsr, body, { ...silent, json: true }),
  });

/** saveTemplateWithSku: a template (of its kind) and/or GPSR data bound to SKUs; null unbinds. */
export const useBindMutation = () => {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: {
      templateId?: number | null;
      gpsrId?: number | null;
      skus: { shopId: number; skuId: string }[];
    }) =>
      apiCall(ApiRoutes.labelsSaveWithSku, body, {
        ...silent,
        json: true,
      }),
    onSuccess: done,
  });
};
