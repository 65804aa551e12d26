import { DownloadOutlined } from '@ant-design/icons';
import type { TDownloadFile } from '@ksa/contract';
import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { helperTargetOf, offeredFile, useDownloadBuildQuery, useDownloadsQuery } from './downloads';
import { type TDownloadKind, useHelperLink } from './helper-link-store';
import { useSystemName } from './software-downloads';

export type TDownloadReason = 'loading' | 'building' | 'failed' | 'missing';

/**
 * The file a download of `kind` means on this machine, or why there is none: still loading, being built (the first
 * start builds missing installers in the background), its build failed, or not offered for this system. While it
 * is awaited the list is asked again every few seconds, so the button enables itself without a reload.
 */
export const useOfferedDownload = (
  kind: TDownloadKind,
): { file: TDownloadFile | null; reason: TDownloadReason | null } => {
  const list = useDownloadsQuery(kind);
  const file = offeredFile(list.data, kind);
  const build = useDownloadBuildQuery(!file && !list.isLoading);
  if (file) {
    return { file, reason: null };
  }
  if (list.isLoading) {
    return { file: null, reason: 'loading' };
  }
  const state = build.data?.state;
  return { file: null, reason: state === 'building' ? 'building' : state === 'failed' ? 'failed' : 'missing' };
};

/** The translated reason a download button is disabled. */
export const useDownloadReasonText = () => {
  const { t } = useTranslation('helperLink');
  const system = useSystemName();
  return (kind: TDownloadKind, reason: TDownloadReason) =>
    reason === 'missing'
      ? kind === 'helper'
        ? t('download.reason.missingHelper', { system: system(helperTargetOf(navigator.userAgent)) })
        : t('download.reason.missingPlugin')
      : t(`download.reason.${reason}`);
};

/**
 * A 下载 button that opens the download modal (5-second countdown) for this system's file. Without a file it is
 * disabled and its tooltip says why; it enables itself when the file appears.
 */
export function DownloadButton({
  kind,
  children,
  testId,
  ...props
}: { kind: TDownloadKind; children: ReactNode; testId?: string } & Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const { file, reason } = useOfferedDownload(kind);
  const reasonText = useDownloadReasonText();
  const button = (
    <Button
      icon={<DownloadOutlined />}
      {...props}
      disabled={!file}
      data-testid={testId ?? `download-button-${kind}`}
      data-reason={reason ?? ''}
      onClick={() => useHelperLink.getState().set({ download: kind })}
    >
      {children}
    </Button>
  );
  // A disabled button gets no pointer events; the wrapper carries the tooltip.
  return reason ? (
    <Tooltip title={reasonText(kind, reason)}>
      <span className="ksa-download-disabled" data-testid={`${testId ?? `download-button-${kind}`}-reason`}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}
