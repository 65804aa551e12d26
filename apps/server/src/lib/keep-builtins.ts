/**
 * Loads a module that installs polyfills while keeping the built-ins the runtime already has. pdfjs-dist's
 * legacy build (the one for Node) carries core-js, which replaces native JSON.stringify and
 * Array.prototype.push, among others, with JavaScript versions to follow newer proposals: every reply of the
 * server then ran through them (a /home batch spent about 10 ms there). What the runtime lacks (say
 * Promise.withResolvers on Node 20) stays added.
 */
const builtins = (): object[] => {
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  return [
    globalThis,
    Object,
    Function.prototype,
    Array,
    Array.prototype,
    String,
    String.prototype,
    Number,
    Number.prototype,
    Symbol,
    Promise,
    Promise.prototype,
    Map,
    Map.prototype,
    Set,
    Set.prototype,
    WeakMap.prototype,
    WeakSet.prototype,
    JSON,
    Math,
    Reflect,
    RegExp,
    RegExp.prototype,
    Date,
    Date.prototype,
    Error,
    ArrayBuffer,
    ArrayBuffer.prototype,
    DataView.prototype,
    typedArray,
    (typedArray as { prototype: object }).prototype,
    Uint8Array,
    Uint8Array.prototype,
    URL,
    URL.prototype,
    URLSearchParams.prototype,
    Object.getPrototypeOf([][Symbol.iterator]()) as object,
  ];
};

export const importKeepingBuiltins = async <T>(load: () => Promise<T>): Promise<T> => {
  const saved = builtins().map((target) => [target, Object.getOwnPropertyDescriptors(target)] as const);
  try {
    return await load();
  } finally {
    for (const [target, before] of saved) {
      for (const key of Reflect.ownKeys(before)) {
        const was = before[key as keyof typeof before] as PropertyDescriptor;
        const now = Object.getOwnPropertyDescriptor(target, key);
        if (now && now.value === was.value && now.get === was.get && now.set === was.set) {
          continue;
        }
        try {
          Object.defineProperty(target, key, was);
        } catch {
          // A property made non-configurable stays as it is.
        }
      }
    }
  }
};
