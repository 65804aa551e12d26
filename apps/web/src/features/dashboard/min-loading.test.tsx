// @vitest-environment jsdom
import '../../test/dom';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingShownAt, noteBootShell } from '../../lib/boot-shell';
import { useMinLoading } from './use-dash-scope';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMinLoading', () => {
  it('keeps loading for the minimum after mount when nothing was shown before', () => {
    const { result, rerender } = renderHook(({ ready }) => useMinLoading(ready, 500), {
      initialProps: { ready: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    rerender({ ready: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('counts the minimum from when the loading state became visible (the boot spinner)', () => {
    const shown = performance.now();
    act(() => vi.advanceTimersByTime(300));
    const { result } = renderHook(() => useMinLoading(true, 500, undefined, () => shown));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('is done at once when the spinner has already shown for the minimum, but still waits for the data', () => {
    const shown = performance.now();
    act(() => vi.advanceTimersByTime(800));
    const { result, rerender } = renderHook(({ ready }) => useMinLoading(ready, 500, undefined, () => shown), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(true);
    rerender({ ready: true });
    expect(result.current).toBe(false);
  });

  it('restarts the full minimum from now when the key changes', () => {
    const shown = performance.now();
    act(() => vi.advanceTimersByTime(800));
    const { result, rerender } = renderHook(({ k }) => useMinLoading(true, 500, k, () => shown), {
      initialProps: { k: 'a' },
    });
    expect(result.current).toBe(false);
    rerender({ k: 'b' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});

describe('boot shell', () => {
  it('hands the spinner’s time to the first page at the loaded URL only, once', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="ksa-boot"></div>';
    window.history.replaceState(null, '', '/home');
    const before = performance.now();
    noteBootShell(root);
    act(() => vi.advanceTimersByTime(600));
    expect(loadingShownAt()).toBeLessThanOrEqual(before);
    // Taken: a later visit to /home in the same document starts its own minimum.
    expect(loadingShownAt()).toBe(performance.now());
  });

  it('does not lend the time to a page the seller navigated to', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="ksa-boot"></div>';
    window.history.replaceState(null, '', '/account/manager');
    noteBootShell(root);
    window.history.replaceState(null, '', '/home');
    act(() => vi.advanceTimersByTime(600));
    expect(loadingShownAt()).toBe(performance.now());
  });

  it('notes nothing when index.html had no spinner (the prerendered landing)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main data-testid="landing"></main>';
    window.history.replaceState(null, '', '/home');
    noteBootShell(root);
    act(() => vi.advanceTimersByTime(600));
    expect(loadingShownAt()).toBe(performance.now());
  });
});
