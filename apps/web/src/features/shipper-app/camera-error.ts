/**
 * Why the camera did not open, as a key of shipperApp's scanner.errors: the browser's DOMException names
 * (getUserMedia), ZXing's own "no device" error, and a page that is not a secure context (no camera API at all:
 * opened over plain http from another machine). The browser's English message is never shown.
 */
export type TCameraError = 'notFound' | 'notAllowed' | 'notReadable' | 'overconstrained' | 'insecure' | 'other';

export const cameraErrorOf = (e: unknown, secure = globalThis.isSecureContext): TCameraError => {
  if (!secure) {
    return 'insecure';
  }
  const name = e instanceof Error || (typeof e === 'object' && e && 'name' in e) ? String((e as Error).name) : '';
  const message = e instanceof Error ? e.message : String(e ?? '');
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'notAllowed';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'notReadable';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    default:
      break;
  }
  // ZXing throws plain errors when there is no camera, or when navigator.mediaDevices is missing.
  if (/device not found|no video ?input|no camera|Requested device not found/i.test(message)) {
    return 'notFound';
  }
  if (/mediaDevices|getUserMedia|not supported/i.test(message)) {
    return 'insecure';
  }
  return 'other';
};
