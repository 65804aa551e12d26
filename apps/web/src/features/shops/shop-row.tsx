import type { TShopListItem, TShopSyncStatus } from '@ksa/contract';
import { SyncBadge } from './sync-badge';

type TProps = {
  shop: TShopListItem;
  status: TShopSyncStatus | undefined;
  isSelected: boolean;
  onSelect: (id: number) => void;
  onRebind: (shop: TShopListItem) => void;
};

/** One shop in the side panel: name and sync badge; the Shops issue adds hide/rename/drag here. */
export function ShopRow({ shop, status, isSelected, onSelect, onRebind }: TProps) {
  return (
    // The whole row is the click target; the name is the keyboard-reachable button (the badge may
    // hold its own link, which must not sit inside a <button>).
    <div
      className={`shop-row${isSelected ? ' shop-row-active' : ''}`}
      data-testid={`shop-row-${shop.mallId}`}
      onClick={() => onSelect(shop.mallId)}
    >
      <button type="button" className="shop-row-name" title={shop.mallName} aria-pressed={isSelected}>
        {shop.mallName}
      </button>
      <SyncBadge shopId={shop.mallId} status={status} onRebind={() => onRebind(shop)} />
    </div>
  );
}
