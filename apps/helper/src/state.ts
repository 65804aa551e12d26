/** What the helper holds in memory: the user the web last reported and the seller-centre sessions per host. */
export type TSellerSession = { cookie: string; mallId: string };

export const createHelperState = () => {
  const sessions = new Map<string, TSellerSession>();
  const listeners = new Set<() => void>();
  const state = {
    uid: null as string | null,
    registered: false,
    sessions,
    setUser(uid: string, registered: boolean) {
      state.uid = uid;
      state.registered = registered;
      for (const l of listeners) {
        l();
      }
    },
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return state;
};

export type THelperState = ReturnType<typeof createHelperState>;
