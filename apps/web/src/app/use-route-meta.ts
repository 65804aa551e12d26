import { useMatches } from 'react-router';
import type { TRouteMeta } from '../routes/route-meta';
import { mergeMeta } from './guards';

/** The meta of the current route chain (deepest route wins; help guards inherit). */
export function useRouteMeta(): TRouteMeta | undefined {
  const matches = useMatches();
  return mergeMeta(matches.map((m) => m.handle as TRouteMeta | undefined));
}
