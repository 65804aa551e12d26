import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useShopSelection } from './use-shop-selection';

/** The 2 s loading state after switching shop or group (spec §4), over the page content. */
export function SelectionLoading() {
  const until = useShopSelection((s) => s.loadingUntil);
  const [, tick] = useState(0);
  const left = until - Date.now();
  useEffect(() => {
    if (left > 0) {
      const id = setTimeout(() => tick((n) => n + 1), left);
      return () => clearTimeout(id);
    }
  }, [left]);
  return left > 0 ? (
    <div className="ksa-selection-loading" data-testid="selection-loading">
      <Spin size="large" />
    </div>
  ) : null;
}
