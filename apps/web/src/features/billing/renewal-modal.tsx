import { fenToYuanText, Limits, PayType, renewalPriceFen, type TPayType } from '@ksa/contract';
import { Alert, Button, Input, Modal, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { useSession } from '../../stores/session';
import { useShopListQuery } from '../shops';
import { useCouponsQuery, useCouponValuesQuery, useSubmitOrderMutation } from './api';
import { CouponField } from './coupon-field';
import { bjDay, hasUnredeemedCode, parseMonths, renewalDays } from './renewal-rules';
import { useRenewalUi } from './renewal-store';

const FEN = 100;

/**
 * Spec data §2/§3/§5 renewal payment modal: shops with their current and new expiry, months (digits only, 1-360),
 * WeChat Pay or Alipay, redeemed coupons (no more than months; a typed, unredeemed code blocks the submit), and
 * the price the server will charge (69 × months × shops − coupons). Submitting opens the payment modal.
 */
export function RenewalModal() {
  const { t } = useTranslation('billing');
  const isOpen = useRenewalUi((s) => s.isOpen);
  const preset = useRenewalUi((s) => s.shopIds);
  const isBoss = useSession((s) => s.isBoss && !s.isVisitor);
  const shops = useShopListQuery();
  const coupons = useCouponsQuery(isOpen);
  const values = useCouponValuesQuery();
  const submit = useSubmitOrderMutation();
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [monthsText, setMonthsText] = useState('1');
  const [payType, setPayType] = useState<TPayType>(PayType.wechat);
  const [couponIds, setCouponIds] = useState<number[]>([]);
  const [typedCode, setTypedCode] = useState('');
  const [error, setError] = useState<TMsg | null>(null);

  useEffect(() => {
    if (isOpen) {
      setShopIds(preset);
      setMonthsText('1');
      setCouponIds([]);
      setTypedCode('');
      setError(null);
    }
  }, [isOpen, preset]);

  const months = parseMonths(monthsText);
  const now = new Date();
  const free = (coupons.data ?? []).filter((c) => !c.reservedBy);
  const chosen = free.filter((c) => couponIds.includes(c.couponId));
  const monthlyFen = values.data?.onePriceFen ?? Limits.renewal.monthlyPrice * FEN;
  const couponFen = chosen.reduce((sum, c) => sum + c.valueFen, 0);
  const grossFen = renewalPriceFen(months, shopIds.length, 0, 0, monthlyFen);
  const totalFen = Math.max(0, grossFen - couponFen);
  const tooManyCoupons = chosen.length > months;
  const rows = useMemo(() => shops.data ?? [], [shops.data]);
  /** Why paying is not possible yet (the pay button's tooltip), or null. */
  const payBlock: TMsg | null = hasUnredeemedCode(typedCode)
    ? msgOf('COUPON_NOT_REDEEMED')
    : shopIds.length === 0
      ? msgOf('RENEW_SHOPS_REQUIRED')
      : tooManyCoupons
        ? msgOf('COUPON_TOO_MANY')
        : null;

  const close = () => useRenewalUi.getState().close();
  const onSubmit = () => {
    setError(null);
    if (hasUnredeemedCode(typedCode)) {
      setError(msgOf('COUPON_NOT_REDEEMED'));
      return;
    }
    if (shopIds.length === 0) {
      setError(msgOf('RENEW_SHOPS_REQUIRED'));
      return;
    }
    const temuUid = rows.find((s) => shopIds.includes(s.mallId) && s.temuUid)?.temuUid ?? undefined;
    submit.mutate(
      {
        shopIds,
        month: months,
        payType,
        price: fenToYuanText(totalFen),
        couponIds: chosen.map((c) => c.couponId),
        pageUrl: `${window.location.origin}/paySuccess`,
        ...(temuUid ? { temuUid } : {}),
      },
      {
        onSuccess: (order) => useRenewalUi.getState().startPaying(order),
        onError: (err) => setError(msgOfError(err, 'PAY_PROVIDER_FAILED')),
      },
    );
  };

  return (
    <Modal
      open={isOpen && isBoss}
      title={t('title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        // A typed code may be worth money: paying before it is redeemed would charge the full price.
        <Tooltip key="pay" title={payBlock ? msgText(payBlock) : undefined}>
          <Button
            type="primary"
            loading={submit.isPending}
            disabled={payBlock !== null}
            onClick={onSubmit}
            data-testid="renew-submit"
          >
            {t('payNow', { price: fenToYuanText(totalFen) })}
          </Button>
        </Tooltip>,
      ]}
    >
      <div data-testid="renewal-modal">
        <Typography.Text strong>{t('shops')}</Typography.Text>
        <Table
          size="small"
          rowKey="mallId"
          pagination={false}
          scroll={{ y: 240 }}
          loading={shops.isLoading}
          dataSource={rows}
          rowSelection={{ selectedRowKeys: shopIds, onChange: (keys) => setShopIds(keys.map(Number)) }}
          columns={[
            {
              title: t('shop'),
              dataIndex: 'mallName',
              render: (name: string, r) => (
                <Space size={4}>
                  <Tag color={r.platformType === 'temu' ? 'orange' : 'default'}>{r.platformType.toUpperCase()}</Tag>
                  {name}
                </Space>
              ),
            },
            {
              title: t('currentExpiry'),
              dataIndex: 'expireDate',
              width: 130,
              render: (v: string | null) =>
                v && Date.parse(v) <= now.getTime() ? (
                  <Typography.Text type="danger">{t('expiredOn', { day: bjDay(new Date(v)) })}</Typography.Text>
                ) : (
                  (v && bjDay(new Date(v))) || '—'
                ),
            },
            {
              title: t('newExpiry'),
              key: 'new',
              width: 130,
              render: (_, r) =>
                shopIds.includes(r.mallId) ? (
                  <Typography.Text type="success" data-testid={`renew-new-expiry-${r.mallId}`}>
                    {renewalDays(r.expireDate, months, now).to}
                  </Typography.Text>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
          <Space wrap>
            <Typography.Text strong>{t('months')}</Typography.Text>
            <Input
              style={{ width: 100 }}
              value={monthsText}
              onChange={(e) => setMonthsText(e.target.value.replace(/[^\d０-９]/g, ''))}
              onBlur={() => setMonthsText(String(parseMonths(monthsText)))}
              suffix={t('monthUnit')}
              data-testid="renew-months"
            />
            <Typography.Text type="secondary">{t('monthsHint')}</Typography.Text>
          </Space>
          <Space wrap>
            <Typography.Text strong>{t('payType')}</Typography.Text>
            <Radio.Group value={payType} onChange={(e) => setPayType(e.target.value)} data-testid="renew-pay-type">
              <Radio value={PayType.wechat}>{t('wechat')}</Radio>
              <Radio value={PayType.alipay}>{t('alipay')}</Radio>
            </Radio.Group>
          </Space>
          <CouponField
            coupons={free}
            selected={couponIds}
            onSelect={setCouponIds}
            typed={typedCode}
            onType={setTypedCode}
            months={months}
          />
          <div className="ksa-renew-price" data-testid="renew-price">
            <Typography.Text>
              {t('breakdown', {
                unit: fenToYuanText(monthlyFen),
                months,
                shops: shopIds.length,
                gross: fenToYuanText(grossFen),
              })}
            </Typography.Text>
            {chosen.length > 0 && (
              <Typography.Text type="success">
                {' '}
                {t('discount', { n: chosen.length, amount: fenToYuanText(Math.min(couponFen, grossFen)) })}
              </Typography.Text>
            )}
            <div>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {t('total')} ¥<span data-testid="renew-total">{fenToYuanText(totalFen)}</span>
              </Typography.Text>
            </div>
          </div>
          {tooManyCoupons && <Alert type="warning" showIcon message={msgText(msgOf('COUPON_TOO_MANY'))} />}
          {error && <Alert type="error" showIcon message={msgText(error)} data-testid="renew-error" />}
        </Space>
      </div>
    </Modal>
  );
}
