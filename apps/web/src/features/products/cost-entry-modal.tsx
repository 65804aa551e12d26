import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toNumeric } from '../../lib/numeric';
import { bjToday } from '../dashboard';
import type { TPlatform, TProductRow } from './api';
import { useImportCostsMutation, useSaveCostMutation } from './api';
import { defaultCostDate, effectiveFromOf, isChoiceReady, offersFirstSale, type TCostDateChoice } from './cost-date';
import { CostDateChoice } from './cost-date-choice';

type TProps = {
  /** The SKUs to set (one row from its cost cell, or the selected rows). */
  rows: TProductRow[];
  platformOf: (shopId: number) => TPlatform;
  onClose: (saved: boolean) => void;
};

/**
 * Sets one cost (CNY) for one or many SKUs from a day: the first synced sale (the default while none
 * has a cost), today or a chosen day. One SKU goes through the cost call, many through the batch
 * (all or nothing); the history the entries cover is re-costed by the server.
 */
export function CostEntryModal({ rows, platformOf, onClose }: TProps) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const today = bjToday(new Date());
  const [cost, setCost] = useState('');
  const [choice, setChoice] = useState<TCostDateChoice>(() => defaultCostDate(rows));
  const save = useSaveCostMutation();
  const batch = useImportCostsMutation();
  const valid = /^\d+(\.\d{1,2})?$/.test(cost) && isChoiceReady(choice, today);
  const one = rows.length === 1 ? rows[0] : undefined;

  const submit = async () => {
    if (one) {
      const platform = platformOf(one.mallId);
      const effectiveFrom = effectiveFromOf(choice, one);
      await save.mutateAsync({ platform, shopId: one.mallId, skuId: one.skuId, cost, effectiveFrom });
    } else {
      const list = rows.map((r) => ({
        shopId: r.mallId,
        skuId: r.skuId,
        cost,
        effectiveFrom: effectiveFromOf(choice, r),
      }));
      await batch.mutateAsync({ rows: list, source: 'bulk' });
    }
    message.success(t('bulk.done', { n: rows.length }));
    onClose(true);
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={one ? t('bulk.titleOne', { sku: one.skuId }) : t('bulk.title', { n: rows.length })}
      okButtonProps={{ disabled: !valid, 'data-testid': 'cost-modal-ok' }}
      confirmLoading={save.isPending || batch.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
      data-testid="cost-modal"
    >
      <Form layout="vertical">
        <Form.Item label={t('bulk.costLabel')} required>
          <Input
            prefix="¥"
            autoFocus
            value={cost}
            placeholder={t('costPlaceholder')}
            data-testid="cost-modal-input"
            onChange={(e) => setCost(toNumeric(e.target.value, 2))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('costDate.label')} required>
          <CostDateChoice
            value={choice}
            onChange={setChoice}
            offerFirstSale={offersFirstSale(rows)}
            firstSaleDay={one?.firstSaleDay}
            today={today}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
