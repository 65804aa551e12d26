import type { TCoupon } from '@ksa/contract';
import { Button, Checkbox, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { useRedeemCouponMutation } from './api';

type TProps = {
  coupons: TCoupon[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  typed: string;
  onType: (code: string) => void;
  months: number;
};

/**
 * Spec data §4 coupon: a code is typed, then redeemed (核销) and becomes one of the BOSS's coupons, ticked for this
 * order; redeemed coupons can be unticked. No more coupons than months.
 */
export function CouponField({ coupons, selected, onSelect, typed, onType, months }: TProps) {
  const { t } = useTranslation('billing');
  const redeem = useRedeemCouponMutation();
  const [note, setNote] = useState<{ ok: boolean; msg: TMsg } | null>(null);

  const onRedeem = () => {
    if (!typed.trim()) {
      setNote({ ok: false, msg: msgOf('COUPON_EMPTY') });
      return;
    }
    redeem.mutate(typed, {
      onSuccess: ({ coupon, alreadyRedeemed }) => {
        setNote({ ok: true, msg: msgOf(alreadyRedeemed ? 'COUPON_ALREADY_REDEEMED' : 'COUPON_REDEEMED_OK') });
        onType('');
        if (!selected.includes(coupon.couponId) && selected.length < months && !coupon.reservedBy) {
          onSelect([...selected, coupon.couponId]);
        }
      },
      onError: (err) => setNote({ ok: false, msg: msgOfError(err, 'COUPON_NOT_FOUND') }),
    });
  };

  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }} data-testid="renew-coupons">
      <Space wrap>
        <Typography.Text strong>{t('coupons')}</Typography.Text>
        <Input
          style={{ width: 240 }}
          placeholder={t('couponPlaceholder')}
          value={typed}
          onChange={(e) => onType(e.target.value)}
          onPressEnter={onRedeem}
          allowClear
          data-testid="coupon-code"
        />
        <Button onClick={onRedeem} loading={redeem.isPending} data-testid="coupon-redeem">
          {t('redeem')}
        </Button>
        {note && (
          <Typography.Text type={note.ok ? 'success' : 'danger'} data-testid="coupon-note">
            {msgText(note.msg)}
          </Typography.Text>
        )}
      </Space>
      {coupons.length > 0 ? (
        <Checkbox.Group
          value={selected}
          onChange={(ids) => onSelect(ids as number[])}
          options={coupons.map((c) => ({
            value: c.couponId,
            label: t('couponItem', { code: c.couponNo, value: c.value }),
            disabled: !selected.includes(c.couponId) && selected.length >= months,
          }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('noCoupons')}</Typography.Text>
      )}
    </Space>
  );
}
