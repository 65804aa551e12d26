import { Image } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { count, moneyCell, NoPermission } from '../dashboard';
import type { TProductRow } from './api';
import { CostCell } from './cost-cell';
import { defaultCostDate } from './cost-date';
import { NameCell } from './name-cell';

type TColumnsOpts = {
  t: TFunction<'products'>;
  canRename: boolean;
  lookCost: boolean;
  shopName: (id: number) => string | number;
  onRename: (r: TProductRow, name: string) => Promise<unknown>;
  /** Saves an inline cost with the row's default effective date. */
  onCost: (r: TProductRow, cost: string) => Promise<unknown>;
  onCostMore: (r: TProductRow) => void;
};

/** The item list's columns: image, name (editable with updateProName), figures, cost (with lookCost). */
export const productColumns = (o: TColumnsOpts): ColumnsType<TProductRow> => {
  const { t } = o;
  const appliesFrom = (r: TProductRow) =>
    defaultCostDate([r]).kind === 'firstSale'
      ? t('costDate.firstSaleOne', { day: r.firstSaleDay })
      : t('costDate.today');
  return [
    {
      title: t('col.image'),
      dataIndex: 'imageUrl',
      width: 56,
      render: (src: string | null) => (src ? <Image src={src} width={40} height={40} /> : null),
    },
    {
      title: t('col.name'),
      key: 'name',
      width: 300,
      render: (_, r, i) => (
        <NameCell
          name={r.productName}
          originalName={r.originalName}
          canEdit={o.canRename}
          testId={`product-name-${i}`}
          onSave={(name) => o.onRename(r, name)}
        />
      ),
    },
    { title: t('col.spec'), dataIndex: 'className', width: 110, ellipsis: true },
    { title: t('col.shop'), dataIndex: 'mallId', width: 130, ellipsis: true, render: (id: number) => o.shopName(id) },
    { title: t('col.price'), dataIndex: 'priceCents', width: 100, render: moneyCell },
    { title: t('col.units30'), dataIndex: 'units30', width: 90, render: count },
    { title: t('col.sales30'), dataIndex: 'salesCents30', width: 120, render: moneyCell },
    {
      title: t('col.cost'),
      key: 'cost',
      width: 170,
      render: (_, r, i) =>
        o.lookCost ? (
          <CostCell
            costCents={r.costCents}
            costFrom={r.costFrom}
            appliesFrom={appliesFrom(r)}
            testId={`product-cost-${i}`}
            onSave={(cost) => o.onCost(r, cost)}
            onMore={() => o.onCostMore(r)}
          />
        ) : (
          <NoPermission />
        ),
    },
  ];
};
