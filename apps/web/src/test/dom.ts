/**
 * What antd needs from a browser that jsdom lacks, for component tests under `@vitest-environment jsdom`:
 * matchMedia (responsive breakpoints) and ResizeObserver (virtual lists, overflow). Neither fires here.
 */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
