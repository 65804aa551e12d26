import { ApiRoutes, FOLDER_NOT_FOUND_MSG, HELPER_PROXY_PORT } from '@ksa/contract';
import { apiCall } from '../../lib/api-call';

export const fetchDevices = () => apiCall(ApiRoutes.listDevices);
export const revokeDevice = (deviceId: number) => apiCall(ApiRoutes.revokeDevice, { deviceId });
export const fetchBossHasDevice = () => apiCall(ApiRoutes.bossHasDevice, {}, { silent: true });

const HELPER_URL = `http://127.0.0.1:${HELPER_PROXY_PORT}`;

export class HelperCallError extends Error {
  constructor(
    msg: string,
    readonly isFolderMissing: boolean,
  ) {
    super(msg);
  }
}

/** A call to the desktop helper's own API (data-and-tools §7); the helper checks our Origin. */
export const callHelper = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
  const res = await fetch(`${HELPER_URL}/local/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 0) {
    throw new HelperCallError(reply.msg, reply.msg === FOLDER_NOT_FOUND_MSG);
  }
  return reply.data;
};

export type THelperImage = { name: string; size: number; modifiedAt: string };
export const getCustomImageList = (uid: string, folder: string) =>
  callHelper<{ folder: string; images: THelperImage[] }>('getCustomImageList', { uid, folder });
export const deleteCustomImages = (uid: string, folder: string, names: string[]) =>
  callHelper<{ removed: string[] }>('deleteCustomImages', { uid, folder, names });
export const getEcommercePlatforms = () =>
  callHelper<{ platform: string; host: string; hasSession: boolean }[]>('getEcommercePlatforms', {});

/** An image's bytes from the helper's folder (the helper answers them raw, not in the envelope). */
export const getCustomImage = async (uid: string, folder: string, name: string): Promise<Blob> => {
  const res = await fetch(`${HELPER_URL}/local/getCustomImage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, folder, name }),
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('application/octet-stream')) {
    const reply = (await res.json().catch(() => ({ msg: `HTTP ${res.status}` }))) as { msg: string };
    throw new HelperCallError(reply.msg, reply.msg === FOLDER_NOT_FOUND_MSG);
  }
  return res.blob();
};

/** Saves a picture from this computer into the helper's folder (created when new), for reuse in later listings. */
export const saveCustomImage = async (uid: string, folder: string, name: string, file: Blob) => {
  const q = new URLSearchParams({ uid, folder, name });
  const res = await fetch(`${HELPER_URL}/local/saveCustomImage?${q}`, { method: 'POST', body: file });
  const reply = (await res.json()) as { code: number; msg: string; data: THelperImage };
  if (reply.code !== 0) {
    throw new HelperCallError(reply.msg, false);
  }
  return reply.data;
};
/** The user's image folders kept by the helper. */
export const getCustomFolders = (uid: string) => callHelper<{ folders: string[] }>('getCustomImageList', { uid });
