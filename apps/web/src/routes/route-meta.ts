import type { TPermissionKey } from '@ksa/contract';
import type { ReactNode } from 'react';

/** Route meta of the style guide: the guards, the document title and the layouts read it. */
export type TRouteMeta = {
  titleKey: string;
  /** The route and its children are removed unless the user holds this permission. */
  permission?: TPermissionKey;
  /** Works on phones; a mobile device is only allowed on these. */
  mobile?: boolean;
  /** Mobile-friendly page that the "real token → /" rule leaves alone. */
  ignore?: boolean;
  /** Main-layout page without the side shop panel. */
  fullWidth?: boolean;
  /** Help pages: sent to /login when no token is stored. */
  requiresToken?: boolean;
  /** A result page (payment result, download, …): no prompt opens over it. */
  noPrompts?: boolean;
};

export type TAppRoute = {
  path?: string;
  index?: boolean;
  meta?: TRouteMeta;
  element?: ReactNode;
  children?: TAppRoute[];
};
