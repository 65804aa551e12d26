/** Aliyun remembers each SignatureNonce for the 15 minutes a Timestamp stays valid; after that the Timestamp check alone stops a replay. */
export const createNonceStore = (now: () => number, ttlMs: number) => {
  const seen = new Map<string, number>();

  const prune = (t: number) => {
    for (const [key, expiresAt] of seen) {
      if (expiresAt > t) {
        break; // insertion order is expiry order, since the ttl is constant
      }
      seen.delete(key);
    }
  };

  return {
    /** Returns false when the nonce was already used; otherwise remembers it. */
    claim(accessKeyId: string, nonce: string): boolean {
      const t = now();
      prune(t);
      const key = `${accessKeyId}\n${nonce}`;
      if (seen.has(key)) {
        return false;
      }
      seen.set(key, t + ttlMs);

      return true;
    },
  };
};

export type TNonceStore = ReturnType<typeof createNonceStore>;
