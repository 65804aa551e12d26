/**
 * Checked by `npm run typecheck` (scripts/typecheck.mjs), never run: each planted handler answers a reply or
 * reads a request its route's schemas do not allow, and the typecheck must reject it. If apiRoute stopped
 * typing handlers from the route definition, these `@ts-expect-error` lines would be unused and fail the check.
 */
import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from './api-route.js';

export const plantedHandlers = (app: FastifyInstance) => {
  // labelsSaveTemplate answers { templateId: number }: a string id is not its reply.
  // @ts-expect-error the reply does not match ZTemplateIdSchema
  apiRoute(app, ApiRoutes.labelsSaveTemplate, async () => ({ data: { templateId: 'seven' } }));
  // deliveryRefresh answers { rows: number }: a missing field is not its reply either.
  // @ts-expect-error the reply lacks `rows`
  apiRoute(app, ApiRoutes.deliveryRefresh, async () => ({ data: {} }));
  apiRoute(app, ApiRoutes.deliveryRefresh, async (req) => {
    // @ts-expect-error the body of deliveryRefresh has a shopId, no orderSns
    const sns: string[] = req.body.orderSns;
    return { data: { rows: sns.length + req.body.shopId } };
  });
};
