import { lazy } from 'react';

/** /selectionToolNew (and /selectionTool): the selection tool, its own chunk. */
export const SelectionPage = lazy(() => import('./selection-page'));
