import { ApiRoutes, type TNoticeType } from '@ksa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';

const silent = { silent: true } as const;

export const newsKeys = {
  all: ['news'] as const,
  list: (type: TNoticeType | 'all', page: number, size: number) => [...newsKeys.all, 'list', type, page, size] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

/** Public: the landing page, the news pages and the mobile site read it with or without a login. */
export const useNoticeListQuery = (type: TNoticeType | 'all', pageIndex = 1, pageSize = 10) =>
  useQuery({
    queryKey: newsKeys.list(type, pageIndex, pageSize),
    queryFn: () =>
      apiCall(ApiRoutes.noticeList, { ...(type === 'all' ? {} : { noticeType: type }), pageIndex, pageSize }, silent),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useNoticeDetailQuery = (noticeId: number) =>
  useQuery({
    queryKey: newsKeys.detail(noticeId),
    queryFn: () => apiCall(ApiRoutes.noticeDetail, { noticeId }, silent),
    enabled: Number.isInteger(noticeId) && noticeId > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
