import { SelectionWeights, type TSelectionRow } from '@ksa/contract';
import { Popover, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const PARTS = ['velocity', 'trend', 'price', 'competition', 'margin'] as const;

/** The score with its five normalised components, their weights and the margin's arithmetic. */
export function ScoreCell({ row }: { row: TSelectionRow }) {
  const { t } = useTranslation('selection');
  const content = (
    <div className="selection-breakdown" data-testid="sel-breakdown">
      {PARTS.map((p) => (
        <div key={p} className="selection-breakdown-row">
          <span className="selection-breakdown-name">
            {t(`parts.${p}`)} ×{SelectionWeights[p]}
          </span>
          <Progress percent={Math.round(row.breakdown[p] * 100)} size="small" style={{ width: 140 }} />
          <span>{(100 * SelectionWeights[p] * row.breakdown[p]).toFixed(1)}</span>
        </div>
      ))}
      <Typography.Text type="secondary" className="selection-breakdown-margin">
        {t('breakdown.margin', {
          price: row.priceCny.toFixed(2),
          fee: row.feeCny.toFixed(2),
          source: row.sourcePriceCny.toFixed(2),
          shipping: row.shippingCny.toFixed(2),
          pct: row.marginPct.toFixed(1),
        })}
      </Typography.Text>
    </div>
  );
  return (
    <Popover title={t('breakdown.title')} content={content} trigger={['hover', 'click']}>
      <Typography.Link strong data-testid="sel-score">
        {row.score.toFixed(1)}
      </Typography.Link>
    </Popover>
  );
}
