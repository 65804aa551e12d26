import { describe, expect, it } from 'vitest';
import { cameraErrorOf } from './camera-error';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('camera errors read as the reason, never the browser’s English', () => {
  it('maps getUserMedia’s DOMException names', () => {
    expect(cameraErrorOf(domError('NotFoundError', 'Requested device not found'), true)).toBe('notFound');
    expect(cameraErrorOf(domError('NotAllowedError', 'Permission denied'), true)).toBe('notAllowed');
    expect(cameraErrorOf(domError('NotReadableError', 'Could not start video source'), true)).toBe('notReadable');
    expect(cameraErrorOf(domError('OverconstrainedError'), true)).toBe('overconstrained');
  });
  it('an insecure page has no camera at all; ZXing’s own messages; anything else', () => {
    expect(cameraErrorOf(domError('NotFoundError'), false)).toBe('insecure');
    expect(cameraErrorOf(new Error('Requested device not found'), true)).toBe('notFound');
    expect(cameraErrorOf(new TypeError("Cannot read properties of undefined (reading 'getUserMedia')"), true)).toBe(
      'insecure',
    );
    expect(cameraErrorOf(new Error('boom'), true)).toBe('other');
  });
});
