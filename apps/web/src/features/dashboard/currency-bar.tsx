import { ApiRoutes, DisplayCurrencies } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Select, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-call';
import { userKeys } from '../../lib/query-keys';
import { useUserInfoQuery } from '../session';
import { shopKeys } from '../shops';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { currencySymbol } from './format';

/**
 * The currency figures are shown in: the user's display currency (each day converted at that day's
 * ECB reference rate), or the shops' own when they share one. Says which rate date the figures use.
 */
export function CurrencyBar({
  scope,
  range,
  own,
  onOwn,
}: {
  scope: TDashScope | null;
  range: TRange;
  own: boolean;
  onOwn: (v: boolean) => void;
}) {
  const { t } = useTranslation('dashboard');
  const qc = useQueryClient();
  const user = useUserInfoQuery();
  const paths = useDashPaths();
  const sales = useDash(paths.sales, scope, range);
  const display = user.data?.displayCurrency ?? 'CNY';
  const shown = sales.data?.currency ?? display;
  const choose = async (currency: string) => {
    await apiCall(ApiRoutes.setDisplayCurrency, {
      currency: currency as (typeof DisplayCurrencies)[number],
    });
    await qc.invalidateQueries({ queryKey: userKeys.all });
    await qc.invalidateQueries({ queryKey: shopKeys.all });
  };
  return (
    <div className="ksa-currency-bar" data-testid="currency-bar">
      <Typography.Text type="secondary">{t('money.currency')}</Typography.Text>
      <Select
        size="small"
        value={display}
        disabled={own || user.data?.isVisitor}
        onChange={(v) => void choose(v)}
        data-testid="display-currency"
        style={{ width: 110 }}
        options={DisplayCurrencies.map((c) => ({ value: c, label: `${currencySymbol(c)} ${c}` }))}
      />
      <Tooltip title={t('money.ownHint')}>
        <span>
          <Switch size="small" checked={own} onChange={onOwn} data-testid="own-currency" /> {t('money.own')}
        </span>
      </Tooltip>
      <Typography.Text type="secondary" data-testid="rate-note">
        {sales.data?.rateDay && !own
          ? t('money.rateNote', { currency: shown, day: sales.data.rateDay })
          : t('money.inCurrency', { currency: shown })}
      </Typography.Text>
    </div>
  );
}
