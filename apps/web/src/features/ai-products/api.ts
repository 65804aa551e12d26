import {
  ApiRoutes,
  type TAiAddImagesBody,
  type TAiDraftCreateBody,
  type TAiDraftListBody,
  type TAiDraftUpdateBody,
  type TAiMarginRule,
  type TAiPublishBody,
  type TAiPublishProgress,
  Topics,
  userTopicSuffix,
  type ZAiDraft,
  ZAiPublishProgress,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { useRealtime } from '../realtime';

const json = { json: true } as const;
const POLL_MS = 1_000;

export const aiKeys = {
  all: ['aiProducts'] as const,
  list: (q: TAiDraftListBody) => [...aiKeys.all, 'list', q] as const,
  draft: (id: number) => [...aiKeys.all, 'draft', id] as const,
  rule: () => [...aiKeys.all, 'rule'] as const,
  collection: () => [...aiKeys.all, 'collection'] as const,
};

export const useDraftListQuery = (q: TAiDraftListBody) =>
  useQuery({
    queryKey: aiKeys.list(q),
    queryFn: () => apiCall(ApiRoutes.aiDraftList, q, json),
    placeholderData: (prev) => prev,
  });

export const useDraftQuery = (id: number) =>
  useQuery({
    queryKey: aiKeys.draft(id),
    queryFn: () => apiCall(ApiRoutes.aiDraftGet, { id }, json),
    enabled: id > 0,
  });

export const useCollectionQuery = (enabled: boolean) =>
  useQuery({
    queryKey: aiKeys.collection(),
    queryFn: () => apiCall(ApiRoutes.collectList),
    enabled,
  });

export const useMarginRuleQuery = () =>
  useQuery({ queryKey: aiKeys.rule(), queryFn: () => apiCall(ApiRoutes.aiMarginRuleGet) });

/** Every write answers the draft: it replaces the cached one and the lists refetch. */
const useDraftWrite = <B>(call: (body: B) => Promise<z.output<typeof ZAiDraft>>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (d) => {
      qc.setQueryData(aiKeys.draft(d.id), d);
      void qc.invalidateQueries({ queryKey: [...aiKeys.all, 'list'] });
    },
  });
};

export const useCreateDraftMutation = () =>
  useDraftWrite((body: TAiDraftCreateBody) => apiCall(ApiRoutes.aiDraftCreate, body, json));
export const useUpdateDraftMutation = () =>
  useDraftWrite((body: TAiDraftUpdateBody) => apiCall(ApiRoutes.aiDraftUpdate, body, json));
export const useGenerateMutation = () =>
  useDraftWrite((id: number) => apiCall(ApiRoutes.aiDraftGenerate, { id }, json));
export const useTranslateImagesMutation = () =>
  useDraftWrite((id: number) => apiCall(ApiRoutes.aiDraftTranslateImages, { id }, json));

/** Pictures uploaded through the helper's proxy, added to the draft. */
export const useAddImagesMutation = () =>
  useDraftWrite((body: TAiAddImagesBody) => apiCall(ApiRoutes.aiDraftAddImages, body, json));

/** Where pictures are uploaded through the helper (target host, path prefix, bucket). */
export const useImageStorageQuery = (enabled: boolean) =>
  useQuery({
    queryKey: [...aiKeys.all, 'imageStorage'],
    queryFn: () => apiCall(ApiRoutes.aiImageStorage),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSetMarginRuleMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rule: TAiMarginRule) => apiCall(ApiRoutes.aiMarginRuleSet, rule, json),
    onSuccess: (rule) => qc.setQueryData(aiKeys.rule(), rule),
  });
};

export const usePublishMutation = () =>
  useMutation({
    mutationFn: (body: TAiPublishBody) => apiCall(ApiRoutes.aiPublish, body, json),
  });

/**
 * A batch's progress: pushed over MQTT after each draft, and polled every second as well (a message
 * may be missed while the connection restarts). Drafts refetch when the batch has finished.
 */
export const usePublishProgress = (batchId: string | null) => {
  const qc = useQueryClient();
  const { subscribe } = useRealtime();
  const [pushed, setPushed] = useState<TAiPublishProgress | null>(null);
  useEffect(() => {
    if (!batchId) {
      return;
    }
    return subscribe(userTopicSuffix(Topics.aiPublish), (payload) => {
      const p = ZAiPublishProgress.safeParse(payload);
      if (p.success && p.data.batchId === batchId) {
        setPushed(p.data);
      }
    });
  }, [batchId, subscribe]);
  const polled = useQuery({
    queryKey: [...aiKeys.all, 'progress', batchId],
    queryFn: () => apiCall(ApiRoutes.aiPublishProgress, { batchId: batchId! }, json),
    enabled: Boolean(batchId),
    refetchInterval: (q) => (q.state.data?.finished ? false : POLL_MS),
  });
  const latest = [pushed, polled.data].filter((p) => p?.batchId === batchId).sort((a, b) => b!.done - a!.done)[0];
  const finished = Boolean(latest?.finished);
  useEffect(() => {
    if (finished) {
      void qc.invalidateQueries({ queryKey: [...aiKeys.all, 'list'] });
      void qc.invalidateQueries({ queryKey: [...aiKeys.all, 'draft'] });
    }
  }, [finished, qc]);
  return latest ?? null;
};
