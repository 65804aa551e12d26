import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { createAdmin } from './admin-auth.service.js';

const engines = await availableEngines();

describe.each(engines)('[ADMIN] the notices editor of the operator console on %s', (engine) => {
  let h: THarness;
  let admin = '';
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  const adm = (path: string, body: Record<string, unknown> = {}, token = admin) =>
    h.post(`/api/admin/${path}`, body, token);

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    boss = await registerBoss(h);
    const phone = freshPhone();
    await createAdmin(h.db.db, phone, new Date());
    await h.post('/api/admin/auth/sendCode', { phone });
    admin = (await h.post('/api/admin/auth/login', { phone, code: (await h.lastCode(phone))! })).body.data.token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('writes a Markdown article, edits it, previews it cleaned, and takes it down; the public pages follow', async () => {
    const bodyMd =
      '# 备货单发货\n\n先在**发货台**勾选备货单。\n\n<script>alert(1)</script>\n\n[教程](https://example.com)';
    const made = await adm('notices/save', { noticeType: 'article', title: '三步完成备货单发货', bodyMd });
    expect(made.body.code, made.body.msg).toBe(0);
    const id = made.body.data.noticeId as number;
    expect(made.body.data).toMatchObject({ noticeType: 'article', title: '三步完成备货单发货', bodyMd });
    expect(made.body.data.summary).toContain('发货台');

    // The seller's /home/consult reads it, sanitised: no script.
    const shown = await h.get(`/api/notice/${id}`);
    expect(shown.body.data.contentHtml).toContain('<strong>发货台</strong>');
    expect(shown.body.data.contentHtml).not.toContain('<script');
    const preview = await adm('notices/preview', { bodyMd });
    expect(preview.body.data.html).toBe(shown.body.data.contentHtml);

    const edited = await adm('notices/save', {
      noticeId: id,
      noticeType: 'announcement',
      title: '平台公告：备货单发货流程更新',
      summary: '发货流程有变化',
      bodyMd: '新的流程见帮助中心。',
      publishTime: '2026-11-20T10:00:00+08:00',
    });
    expect(edited.body.code, edited.body.msg).toBe(0);
    expect(edited.body.data).toMatchObject({ noticeType: 'announcement', summary: '发货流程有变化' });
    expect(edited.body.data.publishTime).toBe('2026-11-20T02:00:00.000Z');
    const listed = (await h.post('/api/notice/getIndexNoticeInfo', { noticeType: 'announcement', pageSize: 100 })).body
      .data.list;
    expect(listed.find((n: any) => n.noticeId === id)?.title).toBe('平台公告：备货单发货流程更新');
    expect((await adm('notices')).body.data.list.find((n: any) => n.noticeId === id).bodyMd).toBe(
      '新的流程见帮助中心。',
    );

    expect((await adm('notices/delete', { noticeId: id })).body.code).toBe(0);
    expect((await h.get(`/api/notice/${id}`)).body.msg).toBe('该资讯不存在或已下线');
    expect((await adm('notices/delete', { noticeId: id })).body.errorId).toBe('NOTICE_NOT_FOUND');

    const actions = (await adm('audit', { pageSize: 100 })).body.data.list
      .filter((r: any) => r.target === `notice#${id}`)
      .map((r: any) => r.action);
    expect(actions.sort()).toEqual(['notice.create', 'notice.delete', 'notice.update']);
  });

  it('bad input is refused with the field named and writes nothing; sellers cannot use the editor', async () => {
    const before = (await adm('notices')).body.data.list.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ noticeType: 'blog', title: 't', bodyMd: 'b' }, '资讯类型须为 news、announcement 或 article'],
      [{ noticeType: 'news', title: ' ', bodyMd: 'b' }, '请填写标题'],
      [{ noticeType: 'news', title: 'x'.repeat(81), bodyMd: 'b' }, '标题最多 80 个字'],
      [{ noticeType: 'news', title: 't', bodyMd: '' }, '请填写正文'],
      [{ noticeType: 'news', title: 't', bodyMd: 'b', publishTime: 'tomorrow' }, '发布时间格式不正确'],
    ];
    for (const [body, msg] of cases) {
      const r = await adm('notices/save', body);
      expect(r.body.code).not.toBe(0);
      expect(r.body.msg).toBe(msg);
    }
    expect(
      (await adm('notices/save', { noticeId: 999999, noticeType: 'news', title: 't', bodyMd: 'b' })).body.errorId,
    ).toBe('NOTICE_NOT_FOUND');
    expect((await adm('notices')).body.data.list).toHaveLength(before);
    expect((await adm('notices/save', { noticeType: 'news', title: 't', bodyMd: 'b' }, boss.token)).status).toBe(403);
  });
});
