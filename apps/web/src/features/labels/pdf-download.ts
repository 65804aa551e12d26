import { ResultCode, type TRouteDef } from '@ksa/contract';
import { ApiError } from '../../lib/http';
import { StorageKeys } from '../../lib/storage';
import { getSession } from '../../stores/session';

/**
 * A print call answers application/pdf, or the usual envelope when it refuses (an SKU without a template, too
 * many labels…): the PDF comes back as a Blob, a refusal as the ApiError the rest of the app shows.
 */
export const fetchPdf = async (route: TRouteDef, body: unknown): Promise<Blob> => {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  const { token } = getSession();
  if (token) {
    headers.Authorization = token;
  }
  const mallId = localStorage.getItem(StorageKeys.customCookieMallId);
  if (mallId) {
    headers['X-Custom-Cookie-mallId'] = mallId;
  }
  const res = await fetch(route.path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (res.ok && (res.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    return res.blob();
  }
  const env = (await res.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    errorId?: string;
    errorParams?: Record<string, string | number>;
  } | null;
  throw new ApiError(env?.msg ?? 'error', env?.code ?? ResultCode.error, res.status, undefined, {
    errorId: env?.errorId,
    errorParams: env?.errorParams,
  });
};

/** Hands a Blob to the browser as a file download. */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
