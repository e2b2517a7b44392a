/**
 * An XSS corpus through a community post's title, body and comment (ADR 19), apart from the other writing tests
 * (community-posts-writing.api.test.ts): the body comes back sanitised on create, on read and on edit, and titles and
 * comments as plain text exactly as written.
 */
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../db/schema';
import { communityCall } from '../../../test/community-kit';
import { createCommunityBoard, createLoggedInUser } from '../../../test/factories';
import { dataOf } from '../../../test/graphql-call';
import { type UploadTestApp, createUploadTestApp } from '../../../test/upload-kit';
import { POST_CREATE_LIMIT } from './graphql';

let t: UploadTestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;

type Input = { title: string; bodyHtml: string; isNotice?: boolean };
const input = (overrides: Partial<Input> = {}): Input => ({ title: '새 글', bodyHtml: '<p>본문입니다.</p>', ...overrides });

const create = (cookie: string | undefined, boardSlug: string, fields: Partial<Input> = {}, host?: string) =>
  communityCall(t, 'createPost', { boardSlug, input: input(fields) }, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
const update = (cookie: string | undefined, id: string, fields: Partial<Input> = {}) =>
  communityCall(t, 'updatePost', { id, input: input(fields) }, cookie ? { cookie } : {});
const created = async (...args: Parameters<typeof create>) => dataOf(await create(...args), 'createCommunityPost');
const page = async (id: string, cookie?: string) =>
  dataOf(await communityCall(t, 'post', { id }, cookie ? { cookie } : {}), 'communityPost');

/**
 * Payloads from the usual XSS cheat sheets. Each goes in as a title, inside a body and as a comment: the body is
 * answered sanitised (only the allow-list's tags, no handler, no script URL, frames only YouTube's nocookie player),
 * while titles and comments are plain text kept exactly as written (the pages render them as text).
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example.com/a.png" onload="alert(1)">',
  '<p onmouseover="alert(1)">hover</p>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">style</div>',
  '<p style="width: expression(alert(1))">ie</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="alert(1)" srcdoc="<script>x</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="https://ok.example/" onclick="alert(1)">ok</a>',
  '<img """><script>alert(1)</script>">',
  '<p>unclosed <b onmouseover=alert(1)',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
];

const ALLOWED_TAGS = new Set([
  'P', 'BR', 'STRONG', 'EM', 'U', 'S', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'A', 'IMG',
  'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TH', 'TD', 'CAPTION', 'HR', 'IFRAME',
]);
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/;

/** Every element of the body as a browser parses it is one of the allow-list's, without a handler or a script URL. */
function expectSafeBody(html: string) {
  expect(html).not.toMatch(/<script|<style|<object|<embed|<form|<meta|<svg|<math|srcdoc|<base|<link/i);
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  for (const element of document.body.querySelectorAll('*')) {
    expect(ALLOWED_TAGS.has(element.tagName), `${element.tagName} in ${html}`).toBe(true);
    for (const attribute of element.attributes) {
      expect(attribute.name, html).not.toMatch(/^on/i);
      expect(attribute.name, html).not.toBe('style');
      expect(attribute.value.replace(/[\s\u0000-\u001f]/g, ''), html).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    if (element.tagName === 'IFRAME') expect(element.getAttribute('src'), html).toMatch(YOUTUBE_EMBED);
    if (element.tagName === 'A') expect(element.getAttribute('href') ?? '', html).toMatch(/^(https?:|mailto:|$)/);
    if (element.tagName === 'IMG') expect(element.getAttribute('src'), html).toMatch(/^(https:\/\/|\/uploads\/|\/brands\/)/);
  }
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(html).not.toMatch(/<[^>]*javascript:/i);
}

// 42 payloads, each written and read back through GraphQL: seconds of work that ran past 20 s on a busy machine.
describe('community GraphQL: XSS corpus', { timeout: 60_000 }, () => {
  it(`stores and answers ${XSS_PAYLOADS.length} payloads sanitised in bodies and as plain text in titles and comments`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const board = await createCommunityBoard(db());
    let writer = await createLoggedInUser(db());
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      // Each member writes as many posts as the limit allows.
      if (index > 0 && index % POST_CREATE_LIMIT.max === 0) writer = await createLoggedInUser(db());
      const title = Array.from(payload).slice(0, 100).join('').trim();
      const post = await created(writer.cookie, board.slug, { title, bodyHtml: `<p>본문 ${index}</p>${payload}` });
      expect(post.title).toBe(title);
      expectSafeBody(post.bodyHtml);
      const [row] = await db().select({ body: communityPosts.body, title: communityPosts.title }).from(communityPosts).where(eq(communityPosts.id, Number(post.id)));
      expect(row!.title).toBe(title);
      expectSafeBody(row!.body);
      expectSafeBody((await page(post.id)).bodyHtml);

      const edited = dataOf(await update(writer.cookie, post.id, { title, bodyHtml: `<p>고친 본문</p>${payload}` }), 'updateCommunityPost');
      expectSafeBody(edited.bodyHtml);

      const comment = dataOf(
        await communityCall(t, 'createComment', { input: { postId: post.id, body: payload } }, { cookie: writer.cookie }),
        'createCommunityComment',
      );
      expect(comment.comment.body).toBe(payload.trim());
    }
  });
});
