import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNoticeCli } from '../../cli/notice.js';
import { siteNotices } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

/** Collects what the CLI prints. */
const capture = () => {
  const lines: string[] = [];
  return { lines, out: { log: (s: string) => lines.push(s), error: (s: string) => lines.push(`ERR ${s}`) } };
};
const mdFile = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'ksa-notice-')), 'body.md');
  writeFileSync(file, text);
  return file;
};

describe.each(engines)('[NOTICE] operator notices through the CLI, read on the public API on %s', (engine) => {
  let h: THarness;
  const cli = async (...argv: string[]) => {
    const c = capture();
    const code = await runNoticeCli(argv, h.db.db, c.out);
    return { code, lines: c.lines };
  };
  const rowCount = async () => Number((await h.db.db.select({ n: count() }).from(siteNotices))[0]!.n);
  beforeAll(async () => {
    h = await startHarness(engine, { demo: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('publishes a Markdown notice that visitors read without a token, newest first, with a plain-text summary', async () => {
    const older = await cli(
      'add',
      '--type',
      'news',
      '--title',
      '同步频率调整',
      '--file',
      mdFile('**首次同步**拉取两年数据。\n\n第二段'),
    );
    expect(older.code).toBe(0);
    const newer = await cli(
      'add',
      '--type',
      'announcement',
      '--title',
      '春节客服安排',
      '--file',
      mdFile('客服 2 月 1 日起放假。'),
    );
    expect(newer.lines[0]).toMatch(/^已发布 #\d+ \[announcement\] 春节客服安排$/);
    await cli('add', '--type', 'article', '--title', '利润怎么算', '--file', mdFile('先填成本。'));

    const res = await h.post('/api/notice/getIndexNoticeInfo', {});
    expect(res.body.code).toBe(0);
    // Without a type: news and announcements, not articles.
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((n: { title: string }) => n.title)).toEqual(['春节客服安排', '同步频率调整']);
    expect(res.body.data.list[1]).toMatchObject({ noticeType: 'news', summary: '首次同步拉取两年数据。' });

    const articles = await h.post('/api/notice/getIndexNoticeInfo', { noticeType: 'article' });
    expect(articles.body.data.list.map((n: { title: string }) => n.title)).toEqual(['利润怎么算']);
  });

  it('pages the list', async () => {
    const page2 = await h.post('/api/notice/getIndexNoticeInfo', { pageIndex: 2, pageSize: 1 });
    expect(page2.body.data).toMatchObject({ total: 2, list: [{ title: '同步频率调整' }] });
  });

  it('shows a notice as sanitised HTML: no script, event handler or javascript: link survives', async () => {
    const evil = [
      '# 标题',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[点我](javascript:alert(3))',
      '[官网](https://example.com)',
      '| 项目 | 说明 |\n| --- | --- |\n| 单价 | 69 元 |',
    ].join('\n\n');
    const added = await cli('add', '--type', 'news', '--title', '安全测试', '--file', mdFile(evil));
    const id = Number(/#(\d+)/.exec(added.lines[0]!)![1]);
    const res = await h.get(`/api/notice/${id}`);
    expect(res.body.code).toBe(0);
    const html: string = res.body.data.contentHtml;
    expect(html).toContain('<h1>标题</h1>');
    expect(html).toContain('<td>69 元</td>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">官网</a>');
    // Raw HTML arrives as text, never as a tag, attribute or link.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|<\w+[^>]*\son\w+=|href="javascript/i);
    expect(res.body.data).toMatchObject({ noticeId: id, noticeType: 'news', title: '安全测试' });
  });

  it('answers 404 NOTICE_NOT_FOUND for a missing or removed notice and a clear error for a bad id', async () => {
    const listed = await cli('list');
    const [first] = listed.lines;
    const id = Number(/^#(\d+)/.exec(first!)![1]);
    expect((await cli('remove', String(id))).lines).toEqual([`已删除 #${id}`]);
    const gone = await h.get(`/api/notice/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ errorId: 'NOTICE_NOT_FOUND' });
    expect((await cli('remove', String(id))).code).toBe(1);
    const bad = await h.get('/api/notice/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).not.toBe(0);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await rowCount();
    const badType = await cli('add', '--type', 'ad', '--title', 'x', '--file', mdFile('正文'));
    expect(badType).toEqual({ code: 1, lines: ['ERR 资讯类型须为 news、announcement 或 article'] });
    expect((await cli('add', '--type', 'news', '--title', '  ', '--file', mdFile('正文'))).code).toBe(1);
    expect((await cli('add', '--type', 'news', '--title', 'x'.repeat(81), '--file', mdFile('正文'))).code).toBe(1);
    expect((await cli('add', '--type', 'news', '--title', '空正文', '--file', mdFile('  \n'))).code).toBe(1);
    expect((await cli('add', '--type', 'news', '--title', '无文件', '--file', '/nonexistent/x.md')).code).toBe(1);
    expect((await cli('add', '--type', 'news')).code).toBe(2);
    expect(await rowCount()).toBe(before);

    const api = await h.post('/api/notice/getIndexNoticeInfo', { noticeType: 'ad' });
    expect(api.body).toMatchObject({ errorId: 'NOTICE_TYPE_INVALID' });
    const size = await h.post('/api/notice/getIndexNoticeInfo', { pageSize: 500 });
    expect(size.body).toMatchObject({ errorId: 'PAGE_SIZE_INVALID' });
  });
});

describe('[NOTICE] a demo start has real notices', () => {
  it('seeds the demo notices once, with news, announcements and articles', async () => {
    const h = await startHarness('pglite');
    try {
      const all = await h.post('/api/notice/getIndexNoticeInfo', { pageSize: 100 });
      expect(all.body.data.total).toBeGreaterThanOrEqual(4);
      expect(all.body.data.list.some((n: { title: string }) => n.title.includes('69 元'))).toBe(true);
      const articles = await h.post('/api/notice/getIndexNoticeInfo', { noticeType: 'article' });
      expect(articles.body.data.total).toBeGreaterThanOrEqual(3);
      const detail = await h.get(`/api/notice/${all.body.data.list[0].noticeId}`);
      expect(detail.body.data.contentHtml).toMatch(/<(p|h2|ul|table)>/);
    } finally {
      await h.close();
    }
  });
});
