import type { TNoticeSummary, TSiteConfig } from '@ksa/contract';
import { Limits, NoticeRoutes, SiteConfigRoutes } from '@ksa/contract/public';
import { useEffect, useState } from 'react';
import { SiteDefaults } from '../../app/site-defaults';

/**
 * The landing page's two public reads with fetch alone (no query client, no zod): it must run before the app
 * loads. The answers are the same envelope the app's client reads ({code, msg, data}, code 0 = success).
 */
const call = async <T>(def: { method: 'GET' | 'POST'; path: string }, body?: Record<string, string>): Promise<T> => {
  const res = await fetch(def.path, {
    method: def.method,
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    ...(def.method === 'POST' ? { body: new URLSearchParams(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) {
    throw new Error(envelope.msg);
  }
  return envelope.data;
};

export type TLandingNews = { state: 'loading' } | { state: 'error' } | { state: 'ok'; list: TNoticeSummary[] };

/** The latest news and announcements (notice type unset = both). Loading on the server's render. */
export function useLandingNews(pageSize: number): TLandingNews {
  const [news, setNews] = useState<TLandingNews>({ state: 'loading' });
  useEffect(() => {
    let isLive = true;
    call<{ list: TNoticeSummary[] }>(NoticeRoutes.noticeList, { pageIndex: '1', pageSize: String(pageSize) })
      .then((d) => isLive && setNews({ state: 'ok', list: d.list }))
      .catch(() => isLive && setNews({ state: 'error' }));
    return () => {
      isLive = false;
    };
  }, [pageSize]);
  return news;
}

export type TLandingFacts = Omit<TSiteConfig, 'hasAndroidApp'>;

/** Before the server answers (and in the prerendered HTML): the build's defaults and the contract's trial. */
export const DefaultFacts: TLandingFacts = {
  companyName: '',
  icpNumber: SiteDefaults.filingNumber,
  licenceUrl: SiteDefaults.licenceUrl,
  licence: {
    creditCode: '',
    legalRepresentative: '',
    registeredCapital: '',
    establishedOn: '',
    businessScope: '',
    registrationAuthority: '',
    imageUrl: '',
  },
  contactPhone: '',
  contactEmail: '',
  address: '',
  serviceHours: '',
  trialDays: Limits.renewal.trialDays,
};

/** The operator's facts (GET /api/site/config): company, filing number, licence link, the trial days. */
export function useLandingFacts(): TLandingFacts {
  const [facts, setFacts] = useState(DefaultFacts);
  useEffect(() => {
    let isLive = true;
    call<TSiteConfig>(SiteConfigRoutes.siteConfig)
      .then((d) =>
        isLive
          ? setFacts({
              ...d,
              icpNumber: d.icpNumber || DefaultFacts.icpNumber,
              licenceUrl: d.licenceUrl || DefaultFacts.licenceUrl,
            })
          : undefined,
      )
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, []);
  return facts;
}
