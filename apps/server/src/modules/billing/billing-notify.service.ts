import type { TDeps } from '../../deps.js';
import { AlipayError } from '../../integrations/alipay/alipay-types.js';
import { WechatPayError } from '../../integrations/wechatpay/wechatpay-types.js';
import { auditRefused } from '../audit/refusal-audit.js';
import { finishPaidOrder } from './billing-apply.service.js';
import { settleProcessingRefund } from './refunds.repo.js';

/** WeChat Pay's answer: 204 ends its retries; anything else (4xx/5xx with FAIL) makes it send again. */
export type TWechatAck = { status: 204 } | { status: 400 | 401 | 500; body: { code: 'FAIL'; message: string } };

/** Audited per source and reason per minute with a count (auditRefused): a flood of forgeries adds no rows. */
const refused = async (deps: TDeps, provider: string, reason: string, ip: string | null) => {
  deps.log.warn({ provider, reason }, 'payment notification refused');
  await auditRefused(deps, {
    event: 'billing.notify.refused',
    ip,
    kind: `${provider}:${reason}`,
    detail: { provider },
  });
};

/**
 * A WeChat Pay notification: signature over the raw body (probe signatures, stale timestamps and unknown serials
 * refused by the adapter), resource decrypted, merchant and app checked there; amount and currency against our
 * order here, then the exactly-once finish. A duplicate is answered 204 like the first.
 */
export const handleWechatNotify = async (
  deps: TDeps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  ip: string | null = null,
): Promise<TWechatAck> => {
  let note: ReturnType<typeof deps.payments.wechat.verifyAndDecryptNotification>;
  try {
    note = deps.payments.wechat.verifyAndDecryptNotification(headers, rawBody);
  } catch (err) {
    const code = err instanceof WechatPayError ? err.code : 'PARAM_ERROR';
    await refused(deps, 'wechatpay', code, ip);
    return {
      status: err instanceof WechatPayError && err.status === 401 ? 401 : 400,
      body: { code: 'FAIL', message: '失败' },
    };
  }
  const t = note.transaction;
  // The outcome of a refund asked from the operator console (REFUND.SUCCESS / ABNORMAL / CLOSED).
  if (note.eventType.startsWith('REFUND.') && typeof note.resource.out_refund_no === 'string') {
    const status = note.resource.refund_status;
    if (status === 'SUCCESS' || status === 'ABNORMAL' || status === 'CLOSED') {
      const at =
        typeof note.resource.success_time === 'string' ? new Date(note.resource.success_time) : deps.clock.now();
      await settleProcessingRefund(
        deps.db,
        note.resource.out_refund_no,
        status === 'SUCCESS' ? 'success' : 'failed',
        at,
      );
    }
    return { status: 204 };
  }
  // Other events need nothing from billing here; acknowledge them so they are not resent.
  if (note.eventType !== 'TRANSACTION.SUCCESS' || !t || t.state !== 'SUCCESS' || !t.transactionId) {
    return { status: 204 };
  }
  try {
    const outcome = await finishPaidOrder(deps, {
      provider: 'wechatpay',
      orderNo: t.outTradeNo,
      tradeNo: t.transactionId,
      amountFen: t.amountFen,
      currency: t.currency,
      paidAt: t.paidAt,
      source: 'notify',
    });
    return outcome === 'mismatch' || outcome === 'unknown'
      ? { status: 400, body: { code: 'FAIL', message: '失败' } }
      : { status: 204 };
  } catch (err) {
    deps.log.error({ err: String(err), orderNo: t.outTradeNo }, 'applying a WeChat Pay payment failed');
    return { status: 500, body: { code: 'FAIL', message: '失败' } };
  }
};

/**
 * An Alipay notification (form fields): RSA2 signature, app_id and seller_id checked by the adapter; only
 * TRADE_SUCCESS / TRADE_FINISHED without a refund credits. Answers the literal 'success' (Alipay stops resending)
 * or 'fail'.
 */
export const handleAlipayNotify = async (
  deps: TDeps,
  params: Record<string, unknown>,
  ip: string | null = null,
): Promise<'success' | 'fail'> => {
  let note: ReturnType<typeof deps.payments.alipay.verifyNotify>;
  try {
    note = deps.payments.alipay.verifyNotify(params);
  } catch (err) {
    await refused(deps, 'alipay', err instanceof AlipayError ? err.code : 'PARAM_ERROR', ip);
    return 'fail';
  }
  if ((note.tradeStatus !== 'TRADE_SUCCESS' && note.tradeStatus !== 'TRADE_FINISHED') || note.refundFee !== null) {
    return 'success';
  }
  try {
    const outcome = await finishPaidOrder(deps, {
      provider: 'alipay',
      orderNo: note.outTradeNo,
      tradeNo: note.tradeNo,
      amountFen: note.amountFen,
      currency: 'CNY',
      paidAt: note.paidAt,
      source: 'notify',
    });
    return outcome === 'mismatch' || outcome === 'unknown' ? 'fail' : 'success';
  } catch (err) {
    deps.log.error({ err: String(err), orderNo: note.outTradeNo }, 'applying an Alipay payment failed');
    return 'fail';
  }
};
