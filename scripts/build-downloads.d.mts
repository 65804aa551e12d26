export const downloadsDir: string;
export function zipFiles(base: string, files: string[]): Buffer;
export function buildDownloads(
  out?: string,
  opts?: { seaCheck?: () => string | null; onProgress?: (line: string) => void },
): Promise<{ out: string; lines: string[]; skipped: boolean }>;
