import { useSession } from '../../stores/session';
import { RebindWarningModal } from './rebind-warning-modal';
import { SheinBindModal } from './shein-bind-modal';
import { TemuBindModal } from './temu-bind-modal';
import { UnbindModal } from './unbind-modal';

/**
 * Mounted once by the header for a signed-in BOSS: the bind/unbind modals, and the MQTT
 * listeners that must run even while no modal is open (bind results, rebind warnings).
 */
export function MarketplaceModals() {
  // Binding is BOSS-only (spec §2); visitors get the prompt from guard() before anything opens.
  const isRealBoss = useSession((s) => Boolean(s.token) && !s.isVisitor && s.isBoss);
  if (!isRealBoss) {
    return null;
  }
  return (
    <>
      <TemuBindModal />
      <SheinBindModal />
      <UnbindModal />
      <RebindWarningModal />
    </>
  );
}
