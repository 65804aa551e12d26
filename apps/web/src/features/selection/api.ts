import {
  ApiRoutes,
  type TSelectionFilters,
  type TSelectionListRequest,
  type TSelectionSearchSave,
  type ZSelectionCollectSchema,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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
    queryFn: () => apiCall(ApiRoutes.selectionList, q, json),
    placeholderData: (prev) => prev,
  });

export const useSelectionCategoriesQuery = () =>
  useQuery({
    queryKey: selectionKeys.categories(),
    queryFn: () => apiCall(ApiRoutes.selectionCategories),
    staleTime: 10 * 60_000,
  });

export const useSavedSearchesQuery = () =>
  useQuery({
    queryKey: selectionKeys.searches(),
    queryFn: () => apiCall(ApiRoutes.selectionSearchList),
  });

export const useSaveSearchMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSelectionSearchSave) => apiCall(ApiRoutes.selectionSearchSave, body, json),
    onSuccess: () => qc.invalidateQueries({ queryKey: selectionKeys.searches() }),
  });
};

export const useDeleteSearchMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(ApiRoutes.selectionSearchDelete, { id }, json),
    onSuccess: () => qc.invalidateQueries({ queryKey: selectionKeys.searches() }),
  });
};

export const useCollectMutation = () =>
  useMutation({
    mutationFn: (body: z.input<typeof ZSelectionCollectSchema>) => apiCall(ApiRoutes.selectionCollect, body, json),
  });

/** Every row the filters match (the export), in rank order. */
export const fetchSelectionExport = (f: Partial<TSelectionFilters>) => apiCall(ApiRoutes.selectionExport, f, json);
