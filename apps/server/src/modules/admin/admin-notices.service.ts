import type { TAdminNoticeInput } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { renderNoticeHtml } from '../notices/notice-markdown.js';
import {
  addNotice,
  getNoticeForEditing,
  listNoticesForEditing,
  removeNotice,
  updateNotice,
} from '../notices/notices.service.js';
import { adminAudit } from './admin-audit.service.js';
import { actorOf, type TAdminAuth } from './admin-auth.service.js';

/** What the audit log keeps of a notice: enough to see what changed, not the whole body. */
const auditView = (n: { noticeType: string; title: string; summary: string; bodyMd: string; publishTime: string }) => ({
  type: n.noticeType,
  title: n.title,
  summary: n.summary,
  publishTime: n.publishTime,
  bodyChars: n.bodyMd.length,
});

export const listAdminNotices = async (deps: TDeps) => ({ list: await listNoticesForEditing(deps) });

/** Creates or edits a notice; the change and its audit row commit together. */
export const saveAdminNotice = async (deps: TDeps, admin: TAdminAuth, input: TAdminNoticeInput) =>
  deps.db.transaction(async (tx) => {
    const db = { db: tx };
    const now = deps.clock.now();
    const fields = {
      type: input.noticeType,
      title: input.title,
      bodyMd: input.bodyMd,
      ...(input.summary ? { summary: input.summary } : {}),
      publishedAt: input.publishTime ? new Date(input.publishTime) : now,
    };
    const before = input.noticeId ? await getNoticeForEditing(db, input.noticeId) : null;
    if (input.noticeId && !before) {
      throw new AppError('NOTICE_NOT_FOUND');
    }
    const saved = input.noticeId ? await updateNotice(db, input.noticeId, fields) : await addNotice(db, fields);
    const after = (await getNoticeForEditing(db, saved.noticeId))!;
    await adminAudit(tx, actorOf(admin), {
      action: before ? 'notice.update' : 'notice.create',
      target: `notice#${saved.noticeId}`,
      ...(before ? { before: auditView(before) } : {}),
      after: auditView(after),
      at: now,
    });
    return after;
  });

export const deleteAdminNotice = async (deps: TDeps, admin: TAdminAuth, noticeId: number) =>
  deps.db.transaction(async (tx) => {
    const before = await getNoticeForEditing({ db: tx }, noticeId);
    if (!before) {
      throw new AppError('NOTICE_NOT_FOUND');
    }
    await removeNotice({ db: tx }, noticeId);
    await adminAudit(tx, actorOf(admin), {
      action: 'notice.delete',
      target: `notice#${noticeId}`,
      before: auditView(before),
      at: deps.clock.now(),
    });
  });

export const previewNotice = (bodyMd: string) => ({ html: renderNoticeHtml(bodyMd) });
