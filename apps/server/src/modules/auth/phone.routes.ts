import { ApiRoutes, formatError } from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { sendCode, type TCodePurpose, takeLookupBudget } from './sms-codes.service.js';
import { findUserByPhone } from './users.repo.js';

type TPrecheck = (phone: string, req: FastifyRequest) => Promise<void>;

/** The three send-code calls of spec §7 plus the bind-phone one; each checks its own precondition. */
/** The four code-sending routes: each route's own body schema (findPass's differs) validates its request. */
type TSendRoute = (typeof ApiRoutes)[
  | 'sendPhoneCode'
  | 'sendPhoneCodeRegister'
  | 'sendPhoneCodeFindPass'
  | 'sendPhoneCodeBind'];

export const registerPhoneRoutes = (app: FastifyInstance, deps: TDeps) => {
  const mustExist: TPrecheck = async (phone) => {
    if (!(await findUserByPhone(deps.db, phone))) {
      throw new AppError('PHONE_NOT_REGISTERED');
    }
  };
  const mustBeNew: TPrecheck = async (phone) => {
    if (await findUserByPhone(deps.db, phone)) {
      throw new AppError('PHONE_ALREADY_REGISTERED');
    }
  };
  const bindable: TPrecheck = async (phone, req) => {
    const owner = await findUserByPhone(deps.db, phone);
    if (owner && owner.id !== requireAuth(req).userId && owner.wechatOpenid) {
      throw new AppError('PHONE_TAKEN');
    }
  };

  const send = (def: TSendRoute, purpose: TCodePurpose, precheck: TPrecheck) => {
    apiRoute(app, def, async (req) => {
      // Rate limits first: whether a phone is registered is told only within the send budget.
      await takeLookupBudget(deps, req.body.phone, req.ip);
      await precheck(req.body.phone, req);
      return {
        data: await sendCode(deps, purpose, req.body.phone, req.ip, { lookupBudgetTaken: true }),
        msg: formatError('SEND_OK'),
      };
    });
  };

  send(ApiRoutes.sendPhoneCode, 'login', mustExist);
  send(ApiRoutes.sendPhoneCodeRegister, 'register', mustBeNew);
  send(ApiRoutes.sendPhoneCodeFindPass, 'findPass', mustExist);
  send(ApiRoutes.sendPhoneCodeBind, 'bindPhone', bindable);
};
