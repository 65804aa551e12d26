import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute, fileRoute, rawRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { translateGpsr } from './gpsr-translate.service.js';
import { bindSkus, bySku } from './label-bindings.service.js';
import { sendLabelFont } from './label-font.service.js';
import {
  changeTemplate,
  createTemplate,
  listGpsr,
  listOwnTemplates,
  listTemplates,
  removeTemplateOrGpsr,
  saveGpsr,
} from './labels.service.js';
import { printShipOrderLabels, printSkuLabels } from './labels-print.service.js';

const pdf = (bytes: Uint8Array, name: string) => ({ bytes, contentType: 'application/pdf', name });

/** The ten /api/labelsTemplate calls of spec §7, and printing. */
export const registerLabelRoutes = (app: FastifyInstance, deps: TDeps) => {
  rawRoute(app, ApiRoutes.labelFont, sendLabelFont);
  apiRoute(app, ApiRoutes.labelsByUid, async (req) => ({
    data: await listOwnTemplates(deps, requireAuth(req), req.query.kind),
  }));
  apiRoute(app, ApiRoutes.labelsTemplates, async (req) => ({
    data: await listTemplates(deps, requireAuth(req), req.query.kind),
  }));
  apiRoute(app, ApiRoutes.labelsGpsrTemplates, async (req) => ({
    data: await listGpsr(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.labelsBySkuId, async (req) => ({
    data: await bySku(deps, requireAuth(req), req.query.skuId, req.query.shopId),
  }));
  apiRoute(app, ApiRoutes.labelsSaveTemplate, async (req) => ({
    data: { templateId: await createTemplate(deps, requireAuth(req), req.body) },
    msg: SuccessMsg.SAVED,
  }));
  apiRoute(app, ApiRoutes.labelsUpdate, async (req) => {
    await changeTemplate(deps, requireAuth(req), req.body);
    return { data: { templateId: req.body.templateId }, msg: SuccessMsg.MODIFY_OK };
  });
  apiRoute(app, ApiRoutes.labelsSave, async (req) => {
    await changeTemplate(deps, requireAuth(req), req.body);
    return { data: { templateId: req.body.templateId }, msg: SuccessMsg.SAVED };
  });
  apiRoute(app, ApiRoutes.labelsSaveGpsr, async (req) => ({
    data: { gpsrId: await saveGpsr(deps, requireAuth(req), req.body) },
    msg: SuccessMsg.SAVED,
  }));
  apiRoute(app, ApiRoutes.labelsTranslateGpsr, async (req) => ({ data: await translateGpsr(deps, req.body) }));
  apiRoute(app, ApiRoutes.labelsSaveWithSku, async (req) => ({
    data: { bound: await bindSkus(deps, requireAuth(req), req.body) },
    msg: SuccessMsg.SAVED,
  }));
  apiRoute(app, ApiRoutes.labelsDelete, async (req) => {
    await removeTemplateOrGpsr(deps, requireAuth(req), req.query);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });
  fileRoute(app, ApiRoutes.labelsPrint, async (req) =>
    pdf(await printSkuLabels(deps, requireAuth(req), req.body), 'labels.pdf'),
  );
  fileRoute(app, ApiRoutes.labelsPrintShipOrder, async (req) =>
    pdf(await printShipOrderLabels(deps, requireAuth(req), req.body), `labels-${req.body.deliverySn}.pdf`),
  );
};
