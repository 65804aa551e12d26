export function executableName(platform?: string, arch?: string): string;
export function helperVersion(): string;
export function seaUnavailable(execPath?: string, version?: string): string | null;
export function buildHelperExecutable(opts?: {
  outDir?: string;
  previousInputHash?: string;
  onStep?: (step: 'bundle' | 'blob' | 'inject', text: string) => void;
}): Promise<{ exe: string; inputHash: string; skipped: boolean }>;
