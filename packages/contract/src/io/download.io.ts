import { ZDownloadBuildSchema, ZDownloadListSchema, ZHelperRequirementSchema } from '../downloads.js';
import type { TRouteIo } from '../route-def.js';

/** What each of DownloadRoutes takes and answers (see TRouteIo). */
export const DownloadIo = {
  downloadAppAndroid: { data: 'raw' },
  downloadList: { data: ZDownloadListSchema },
  downloadBuild: { data: ZDownloadBuildSchema },
  helperRequirement: { data: ZHelperRequirementSchema },
  downloadFile: { data: 'raw' },
} as const satisfies Record<string, TRouteIo>;
