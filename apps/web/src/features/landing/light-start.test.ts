// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '../../lib/storage';
import { startsLight } from './light-start';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('[LANDING] which start /index gets', () => {
  afterEach(() => {
    localStorage.clear();
    at('/');
  });

  it('a first desktop visit to /index starts light; every other path starts the app', () => {
    at('/index');
    expect(startsLight()).toBe(true);
    at('/index/');
    expect(startsLight()).toBe(true);
    for (const path of ['/', '/home', '/index/aboutUs', '/login']) {
      at(path);
      expect(startsLight()).toBe(false);
    }
  });

  it('the visitor demo token still starts light; a signed-in user gets the app', () => {
    at('/index');
    localStorage.setItem(StorageKeys.token, 'demo');
    localStorage.setItem(StorageKeys.isVisitor, '1');
    expect(startsLight()).toBe(true);
    localStorage.setItem(StorageKeys.isVisitor, '0');
    expect(startsLight()).toBe(false);
  });

  it('a phone gets the app (its guard sends it to /mobileHome)', () => {
    at('/index');
    const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      configurable: true,
    });
    try {
      expect(startsLight()).toBe(false);
    } finally {
      if (ua) {
        Object.defineProperty(window.navigator, 'userAgent', ua);
      } else {
        Reflect.deleteProperty(window.navigator, 'userAgent');
      }
    }
  });
});
