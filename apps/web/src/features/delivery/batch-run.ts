/**
 * Runs one action per item, one after another (the marketplace paces calls per shop anyway), reporting
 * progress; a failure is recorded and the batch goes on.
 */
export const runBatch = async <T>(
  items: T[],
  act: (item: T) => Promise<unknown>,
  onProgress: (done: number, failed: number) => void,
) => {
  let done = 0;
  let failed = 0;
  for (const item of items) {
    try {
      await act(item);
    } catch {
      failed += 1;
    }
    done += 1;
    onProgress(done, failed);
  }
  return { done, failed };
};
