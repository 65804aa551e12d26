import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRouteMeta } from '../routes/route-meta';

/** Spec §2: fixed marketing titles per route; a few console pages have their own. */
export function useDocumentTitle(meta: TRouteMeta | undefined) {
  const { t } = useTranslation();
  const title = t(meta?.titleKey ?? 'titles.default');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
