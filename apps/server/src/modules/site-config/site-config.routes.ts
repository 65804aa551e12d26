import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { hasAndroidApp } from '../downloads/downloads.service.js';

/** The operator's public facts (SITE_* variables), read by the footer and the legal pages, and the app downloads. */
export const registerSiteConfigRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.siteConfig, async () => ({
    data: { ...deps.config.site, hasAndroidApp: await hasAndroidApp(deps), trialDays: deps.config.trialDays },
  }));
};
