import { lazy } from 'react';

/** /aiProducts and /aiProducts/list: the drafts, created from a link or the collection box, batch publish. */
export const AiProductsListPage = lazy(() => import('./ai-list-page'));
/** /aiProducts/edit?id= and /editGoodsDetaila?id=: the full-width draft editor. */
export const AiProductsEditPage = lazy(() => import('./ai-edit-page'));
