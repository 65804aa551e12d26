import { randomUUID } from 'node:crypto';

export const HOST_ID = 'dysmsapi.aliyuncs.com';

/** A gateway-level rejection (signature, timestamp…): Aliyun answers these with a 4xx and this body. */
export type TRpcError = { status: number; code: string; message: string };

export const rpcError = (status: number, code: string, message: string): TRpcError => ({ status, code, message });

export const newRequestId = (): string => randomUUID().toUpperCase();

type TBody = Record<string, string>;

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minimal XML form of the same fields, for callers that ask Format=XML (the official example does). */
const toXml = (root: string, body: TBody): string =>
  `<?xml version='1.0' encoding='UTF-8'?><${root}>` +
  Object.entries(body)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('') +
  `</${root}>`;

export type TRpcReply = { status: number; contentType: string; payload: string };

export const renderReply = (format: string | undefined, status: number, root: string, body: TBody): TRpcReply =>
  format?.toUpperCase() === 'XML'
    ? { status, contentType: 'text/xml;charset=utf-8', payload: toXml(root, body) }
    : { status, contentType: 'application/json;charset=utf-8', payload: JSON.stringify(body) };

export const renderError = (format: string | undefined, error: TRpcError): TRpcReply => {
  const requestId = newRequestId();

  return renderReply(format, error.status, 'Error', {
    RequestId: requestId,
    HostId: HOST_ID,
    Code: error.code,
    Message: error.message,
    Recommend: `https://api.aliyun.com/troubleshoot?q=${encodeURIComponent(error.code)}&product=Dysmsapi&requestId=${requestId}`,
  });
};
