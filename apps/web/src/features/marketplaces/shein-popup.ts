import { Limits } from '@ksa/contract';
import type { TSheinBindMessage } from './types';

type TWindowBox = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };
type TSize = { width: number; height: number };

/**
 * The spec's centred 1300x680 popup: centred over the browser window (not the screen) so it lands
 * on the monitor the seller is looking at; never placed above/left of the window's own corner.
 */
export const popupGeometry = (win: TWindowBox, size: TSize = Limits.sheinPopup) => {
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - size.width) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - size.height) / 2));
  return { left, top, features: `width=${size.width},height=${size.height},left=${left},top=${top}` };
};

const randomHex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** crypto.randomUUID exists only in secure contexts; a LAN http address falls back to raw bytes. */
export const makeClientId = (uuid: (() => string) | undefined = crypto.randomUUID?.bind(crypto)) =>
  (uuid ? uuid() : randomHex()).replaceAll('-', '');

/** One id per browser tab: the Shein reply topic shein_bind/{clientId} reaches this tab only. */
export const tabClientId = makeClientId();

/** shein_bind/{clientId} payloads are untrusted JSON: keep only well-formed results. */
export const toSheinBindMessage = (payload: unknown): TSheinBindMessage | null => {
  if (!payload || typeof payload !== 'object') {
    return null;
  }
  const p = payload as Record<string, unknown>;
  if (typeof p.ok !== 'boolean' || typeof p.msg !== 'string') {
    return null;
  }
  const shopIds = Array.isArray(p.shopIds) ? p.shopIds.filter((x): x is number => Number.isInteger(x)) : [];
  return { ok: p.ok, msg: p.msg, ...(typeof p.msgId === 'string' ? { msgId: p.msgId } : {}), shopIds };
};
