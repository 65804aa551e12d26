import type { FastifyPluginAsync } from 'fastify';
import type { TSheinSeller } from '../market/world-types.js';
import { findSheinApp } from './apps.js';
import { ok, SheinError } from './errors.js';
import { checkSignature, readSignedHeaders } from './open-guard.js';
import { bodyOf } from './params.js';
import { findSeller, sellerShops, supplierIdOut, type TSheinDeps } from './shein-deps.js';
import { encryptSecretKey } from './signature.js';

/** Sandbox values (Shein documents neither field's vocabulary): the seller's shops' cooperation mode. */
const businessMode = (deps: TSheinDeps, seller: TSheinSeller): 'semi' | 'full' | 'mixed' => {
  const modes = new Set(sellerShops(deps.world, seller).map((s) => (s.semiManaged ? 'semi' : 'full')));
  return modes.size === 1 ? (modes.has('semi') ? 'semi' : 'full') : 'mixed';
};

/** POST /open-api/auth/get-by-token: tempToken → the seller's openKeyId and encrypted secretKey. */
export const authRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/open-api/auth/get-by-token', async (req) => {
      const signed = readSignedHeaders(req, 'x-lt-appid', deps.now());
      const sheinApp = findSheinApp(signed.id);
      if (!sheinApp) {
        throw new SheinError('appidUnknown');
      }
      // Signed like a normal call but with APP_ID / APP_SECRET_KEY (research §2.2 step 3).
      checkSignature(signed, sheinApp.secretKey, req.url);
      const tempToken = bodyOf(req.body).tempToken;
      if (typeof tempToken !== 'string' || tempToken === '') {
        throw new SheinError('paramInvalid', 'tempToken is required');
      }
      const redeemed = deps.grants.redeem(sheinApp.appid, tempToken);
      if ('error' in redeemed) {
        throw new SheinError(redeemed.error);
      }
      const { credential, state } = redeemed;
      const seller = findSeller(deps.world, credential.supplierId);
      if (!seller) {
        throw new SheinError('sellerUnknown');
      }
      return ok({
        openKeyId: credential.openKeyId,
        secretKey: encryptSecretKey(credential.secretKey, sheinApp.secretKey),
        appid: sheinApp.appid,
        state,
        supplierId: supplierIdOut(seller.supplierId),
        supplierSource: 1,
        supplierBusinessMode: businessMode(deps, seller),
      });
    });
  };
