import type { TAdminNoticeSave } from '@ksa/contract';
import { ApiRoutes } from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminToken } from './admin-http';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  tenants: (keyword: string, page: number) => [...adminKeys.all, 'tenants', keyword, page] as const,
  orders: (bossId: number | null, orderNo: string, page: number) =>
    [...adminKeys.all, 'orders', bossId, orderNo, page] as const,
  batches: () => [...adminKeys.all, 'batches'] as const,
  batch: (id: number) => [...adminKeys.all, 'batch', id] as const,
  revenue: (months: number) => [...adminKeys.all, 'revenue', months] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  notices: () => [...adminKeys.all, 'notices'] as const,
  noticePreview: (bodyMd: string) => [...adminKeys.all, 'noticePreview', bodyMd] as const,
};

const PAGE = 20;

export const sendAdminCode = (phone: string) => adminCall(ApiRoutes.adminSendCode, { phone });

export const loginAdmin = async (phone: string, code: string) => {
  const r = await adminCall(ApiRoutes.adminLogin, { phone, code });
  adminToken.set(r.token);
  return r;
};

export const logoutAdmin = async () => {
  await adminCall(ApiRoutes.adminLogout).catch(() => null);
  adminToken.clear();
};

export const useAdminMeQuery = () =>
  useQuery({ queryKey: adminKeys.me(), queryFn: () => adminCall(ApiRoutes.adminMe), retry: false });

export const useTenantsQuery = (keyword: string, page: number) =>
  useQuery({
    queryKey: adminKeys.tenants(keyword, page),
    queryFn: () => adminCall(ApiRoutes.adminTenants, { keyword, pageIndex: page, pageSize: PAGE }),
  });

export const useAdminOrdersQuery = (bossId: number | null, orderNo: string, page: number) =>
  useQuery({
    queryKey: adminKeys.orders(bossId, orderNo, page),
    queryFn: () =>
      adminCall(ApiRoutes.adminOrders, {
        ...(bossId ? { bossId } : {}),
        ...(orderNo ? { orderNo } : {}),
        pageIndex: page,
        pageSize: PAGE,
      }),
  });

export const fetchProviderStatus = (orderNo: string) => adminCall(ApiRoutes.adminOrderProvider, { orderNo });

export const useRefundMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { orderNo: string; amount: string; reason: string }) => adminCall(ApiRoutes.adminRefund, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useBatchesQuery = () =>
  useQuery({
    queryKey: adminKeys.batches(),
    queryFn: () => adminCall(ApiRoutes.adminCouponBatches),
  });

export const fetchBatchCodes = (batchId: number) => adminCall(ApiRoutes.adminCouponBatchCodes, { batchId });

export const useCreateBatchMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { count: string; value: string; note: string }) => adminCall(ApiRoutes.adminCouponBatchCreate, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useRevenueQuery = (months: number) =>
  useQuery({
    queryKey: adminKeys.revenue(months),
    queryFn: () => adminCall(ApiRoutes.adminRevenue, { months }),
  });

export const useAuditQuery = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: () => adminCall(ApiRoutes.adminAuditLog, { pageIndex: page, pageSize: PAGE }),
  });

export const useAdminNoticesQuery = () =>
  useQuery({ queryKey: adminKeys.notices(), queryFn: () => adminCall(ApiRoutes.adminNotices) });

/** The body rendered and cleaned by the server, exactly as /index and /home/consult will show it. */
export const useNoticePreviewQuery = (bodyMd: string) =>
  useQuery({
    queryKey: adminKeys.noticePreview(bodyMd),
    queryFn: () => adminCall(ApiRoutes.adminNoticePreview, { bodyMd }),
    enabled: bodyMd.trim().length > 0,
    placeholderData: (prev) => prev,
  });

export const useSaveNoticeMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: TAdminNoticeSave) => adminCall(ApiRoutes.adminNoticeSave, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useDeleteNoticeMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => adminCall(ApiRoutes.adminNoticeDelete, { noticeId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
