export function executableName(platform?: string, arch?: string): string;
export function helperVersion(): string;
export function seaUnavailable(execPath?: string, version?: string): string | null;
export function buildHelperExecutable(opts?: {
  outDir?: string;
  previousInputHash?: string;
}): Promise<{ exe: string; inputHash: string; skipped: boolean }>;
