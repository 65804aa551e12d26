import type { TDeps } from '../../deps.js';
import { AppError } from '../app-error.js';
import { fetchUserUrl, LinkNotReadable, type TFetchedUrl } from './outbound-fetch.js';

/**
 * The one way a service reads a URL a user chose: the outbound policy from config, and one answer
 * (LINK_NOT_READABLE) for every refusal or failure. The cause is logged, never returned.
 */
export const readUserUrl = async (
  deps: TDeps,
  link: string | URL,
  opts: { maxBytes: number; accept?: string },
): Promise<TFetchedUrl> => {
  try {
    return await fetchUserUrl(deps.config.outbound, link, opts);
  } catch (err) {
    deps.log.info({ reason: err instanceof LinkNotReadable ? err.reason : 'error' }, 'user link not read');
    throw new AppError('LINK_NOT_READABLE');
  }
};
