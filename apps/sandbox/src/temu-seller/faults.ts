/** Queued failures for retry tests: the next `count` calls whose path starts with `path` answer `status`. */
export type TFault = { path: string; status: number; count: number };

export const createFaultStore = () => {
  let faults: TFault[] = [];
  return {
    add(fault: TFault): void {
      faults.push({ ...fault });
    },
    /** The status to fail this call with, consuming one use of the first matching fault. */
    take(path: string): number | null {
      const fault = faults.find((f) => f.count > 0 && path.startsWith(f.path));
      if (!fault) {
        return null;
      }
      fault.count -= 1;
      faults = faults.filter((f) => f.count > 0);
      return fault.status;
    },
    clear(): void {
      faults = [];
    },
    list: (): TFault[] => faults.map((f) => ({ ...f })),
  };
};

export type TFaultStore = ReturnType<typeof createFaultStore>;
