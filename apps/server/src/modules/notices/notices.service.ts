import {
  NoticeLimits,
  type TNoticeDetail,
  type TNoticeList,
  type TNoticeSummary,
  type TNoticeType,
  ZNoticeTypeSchema,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { renderNoticeHtml, summaryOf } from './notice-markdown.js';
import * as repo from './notices.repo.js';

type TDb = Pick<TDeps, 'db'>;

/** Without a type the public lists show news and announcements; articles live on /home/consult. */
const LISTED_BY_DEFAULT: readonly TNoticeType[] = ['news', 'announcement'];

const toSummary = (row: repo.TNoticeRow): TNoticeSummary => ({
  noticeId: row.id,
  noticeType: row.type,
  title: row.title,
  summary: row.summary,
  publishTime: row.publishedAt.toISOString(),
});

export const listNotices = async (
  deps: TDb,
  q: { noticeType?: TNoticeType | undefined; pageIndex: number; pageSize: number },
): Promise<TNoticeList> => {
  const types = q.noticeType ? [q.noticeType] : LISTED_BY_DEFAULT;
  const { rows, total } = await repo.findNotices(deps.db, types, (q.pageIndex - 1) * q.pageSize, q.pageSize);
  return { total, list: rows.map(toSummary) };
};

export const requireNotice = async (deps: TDb, noticeId: number): Promise<TNoticeDetail> => {
  const row = await repo.getNotice(deps.db, noticeId);
  if (!row) {
    throw new AppError('NOTICE_NOT_FOUND');
  }
  return { ...toSummary(row), contentHtml: renderNoticeHtml(row.bodyMd) };
};

export type TNewNotice = { type: string; title: string; bodyMd: string; summary?: string; publishedAt?: Date };

/** The operator's input checked whole (type, title, body, summary) before anything is written. */
const checkedNotice = (input: TNewNotice) => {
  const type = ZNoticeTypeSchema.safeParse(input.type);
  if (!type.success) {
    throw new AppError('NOTICE_TYPE_INVALID');
  }
  const title = input.title.trim();
  const bodyMd = input.bodyMd.trim();
  if (!title) {
    throw new AppError('FIELD_INVALID', { field: '标题' });
  }
  if (title.length > NoticeLimits.titleMax) {
    throw new AppError('FIELD_TOO_LONG', { field: '标题' });
  }
  if (!bodyMd) {
    throw new AppError('FIELD_INVALID', { field: '正文' });
  }
  if (bodyMd.length > NoticeLimits.bodyMax) {
    throw new AppError('FIELD_TOO_LONG', { field: '正文' });
  }
  const summary = (input.summary?.trim() || summaryOf(bodyMd, NoticeLimits.summaryMax)).slice(
    0,
    NoticeLimits.summaryMax,
  );
  return {
    type: type.data,
    title,
    summary,
    bodyMd,
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
};

/** A new notice (the CLI, the demo seed and the operator console use it). */
export const addNotice = async (deps: TDb, input: TNewNotice): Promise<TNoticeSummary> =>
  toSummary(await repo.insertNotice(deps.db, checkedNotice(input)));

/** Every field of a notice replaced; 404 when it does not exist. */
export const updateNotice = async (deps: TDb, noticeId: number, input: TNewNotice): Promise<TNoticeSummary> => {
  const row = await repo.updateNoticeRow(deps.db, noticeId, checkedNotice(input));
  if (!row) {
    throw new AppError('NOTICE_NOT_FOUND');
  }
  return toSummary(row);
};

/** The operator's view: every notice, newest first, with its Markdown source. */
export const listNoticesForEditing = async (deps: TDb) =>
  (await repo.findNotices(deps.db, ['news', 'announcement', 'article'], 0, 10_000)).rows.map((r) => ({
    ...toSummary(r),
    bodyMd: r.bodyMd,
  }));

export const getNoticeForEditing = async (deps: TDb, noticeId: number) => {
  const row = await repo.getNotice(deps.db, noticeId);
  return row ? { ...toSummary(row), bodyMd: row.bodyMd } : null;
};

export const findAllNotices = async (deps: TDb) =>
  (await repo.findNotices(deps.db, ['news', 'announcement', 'article'], 0, 10_000)).rows.map(toSummary);

export const removeNotice = async (deps: TDb, noticeId: number) => {
  if (!(await repo.deleteNotice(deps.db, noticeId))) {
    throw new AppError('NOTICE_NOT_FOUND');
  }
};

export const hasAnyNotice = async (deps: TDb) => (await repo.countNotices(deps.db)) > 0;
