import {
  ApiRoutes,
  type TSelectionFilters,
  type TSelectionListRequest,
  type TSelectionSearchSave,
  ZSelectionCategoriesSchema,
  ZSelectionCollectSchema,
  ZSelectionFiltersSchema,
  ZSelectionIdSchema,
  ZSelectionListRequestSchema,
  ZSelectionListSchema,
  ZSelectionSearchSaveSchema,
  ZSelectionSearchSchema,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api-call';

const json = { json: true } as const;

export const selectionKeys = {
  all: ['selection'] as const,
  list: (q: TSelectionListRequest) => [...selectionKeys.all, 'list', q] as const,
  categories: () => [...selectionKeys.all, 'categories'] as const,
  searches: () => [...selectionKeys.all, 'searches'] as const,
};

export const useSelectionListQuery = (q: TSelectionListRequest) =>
  useQuery({
    queryKey: selectionKeys.list(q),
    queryFn: () =>
      apiCall(ApiRoutes.selectionList, { body: ZSelectionListRequestSchema, data: ZSelectionListSchema }, q, json),
    placeholderData: (prev) => prev,
  });

export const useSelectionCategoriesQuery = () =>
  useQuery({
    queryKey: selectionKeys.categories(),
    queryFn: () => apiCall(ApiRoutes.selectionCategories, { data: ZSelectionCategoriesSchema }),
    staleTime: 10 * 60_000,
  });

export const useSavedSearchesQuery = () =>
  useQuery({
    queryKey: selectionKeys.searches(),
    queryFn: () => apiCall(ApiRoutes.selectionSearchList, { data: z.array(ZSelectionSearchSchema) }),
  });

export const useSaveSearchMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSelectionSearchSave) =>
      apiCall(
        ApiRoutes.selectionSearchSave,
        { body: ZSelectionSearchSaveSchema, data: z.object({ id: z.number() }) },
        body,
        json,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: selectionKeys.searches() }),
  });
};

export const useDeleteSearchMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(ApiRoutes.selectionSearchDelete, { body: ZSelectionIdSchema, data: z.null() }, { id }, json),
    onSuccess: () => qc.invalidateQueries({ queryKey: selectionKeys.searches() }),
  });
};

export const useCollectMutation = () =>
  useMutation({
    mutationFn: (body: z.input<typeof ZSelectionCollectSchema>) =>
      apiCall(
        ApiRoutes.selectionCollect,
        { body: ZSelectionCollectSchema, data: z.object({ id: z.number() }) },
        body,
        json,
      ),
  });

/** Every row the filters match (the export), in rank order. */
export const fetchSelectionExport = (f: Partial<TSelectionFilters>) =>
  apiCall(ApiRoutes.selectionExport, { body: ZSelectionFiltersSchema, data: ZSelectionListSchema }, f, json);
