import { ApiRoutes } from '@ksa/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { fetchPdf, saveBlob } from './pdf-download';

export type TShipOrderRef = { shopId: number; deliverySn: string };

/**
 * 打印标签 in the delivery centre: each chosen shipping order's labels as one PDF (a box label per package,
 * then an SKU label per unit shipped), with the templates bound to its SKUs or the team's defaults.
 */
export function ShipOrderLabelsButton({ orders }: { orders: TShipOrderRef[] }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      for (const o of orders) {
        const pdf = await fetchPdf(ApiRoutes.labelsPrintShipOrder, { shopId: o.shopId, deliverySn: o.deliverySn });
        saveBlob(pdf, t('shipOrder.file', { deliverySn: o.deliverySn }));
      }
    } catch (err) {
      message.error(msgText(msgOfError(err, 'LABEL_PRINT_FAILED')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={orders.length === 0} loading={busy} onClick={() => void print()} data-testid="delivery-labels">
      {t('shipOrder.print')}
    </Button>
  );
}
