import { DatePicker, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isAllowedCostDay, type TCostDateChoice } from './cost-date';

type TProps = {
  value: TCostDateChoice;
  onChange: (v: TCostDateChoice) => void;
  /** Offer 'from the first synced sale' (a row has no cost yet and has sold). */
  offerFirstSale: boolean;
  /** The one row's first sale day, shown in the option; undefined for many rows. */
  firstSaleDay?: string | null;
  today: string;
};

/** From when a cost applies: the first synced sale, today, or a day picked (never after today). */
export function CostDateChoice({ value, onChange, offerFirstSale, firstSaleDay, today }: TProps) {
  const { t } = useTranslation('products');
  return (
    <Radio.Group
      vertical
      value={value.kind}
      data-testid="cost-date-choice"
      onChange={(e) => onChange({ kind: e.target.value, day: value.day })}
    >
      {offerFirstSale && (
        <Radio value="firstSale" data-testid="cost-date-firstSale">
          {firstSaleDay ? t('costDate.firstSaleOne', { day: firstSaleDay }) : t('costDate.firstSale')}
          {!firstSaleDay && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('costDate.firstSaleHint')}
            </Typography.Text>
          )}
        </Radio>
      )}
      <Radio value="today" data-testid="cost-date-today">
        {t('costDate.today')}
      </Radio>
      <Radio value="date" data-testid="cost-date-date">
        {t('costDate.date')}
      </Radio>
      {value.kind === 'date' && (
        <DatePicker
          data-testid="cost-date-picker"
          placeholder={t('costDate.pick')}
          value={value.day ? dayjs(value.day) : null}
          disabledDate={(d) => !isAllowedCostDay(d.format('YYYY-MM-DD'), today)}
          onChange={(d) => onChange({ kind: 'date', day: d ? d.format('YYYY-MM-DD') : undefined })}
          style={{ marginLeft: 24, width: 220 }}
        />
      )}
    </Radio.Group>
  );
}
