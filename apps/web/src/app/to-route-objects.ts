import type { RouteObject } from 'react-router';
import type { TAppRoute } from '../routes/route-meta';

/** The route table's meta travels as react-router's `handle`, read back through useMatches(). */
export const toRouteObjects = (routes: readonly TAppRoute[]): RouteObject[] =>
  routes.map((r): RouteObject => {
    if (r.index) {
      return { index: true, element: r.element, handle: r.meta };
    }
    return {
      path: r.path,
      element: r.element,
      handle: r.meta,
      children: r.children ? toRouteObjects(r.children) : undefined,
    };
  });
